import type { FastifyInstance } from 'fastify';
import { ExportRepository } from './repository.ts';
import { ExportService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Conversation exports (issue 20): the routes and the data clearance's mail use it. */
    conversationExports: ExportService;
  }
}

/** After the chat registry: the Markdown names each answer's model as the catalog does. */
export function registerExports(app: FastifyInstance): void {
  const modelName = (provider: string, model: string) =>
    app.ai.find(provider, model)?.name ?? app.ai.findModel(model)?.name ?? model;
  app.decorate('conversationExports', new ExportService(new ExportRepository(app.database.db), app.config.dataDir, modelName));
}
