import { readFileSync } from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX, contract, routes, type ResponseOf } from '@chat/protocol';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { handle } from '../lib/endpoint.ts';
import { serverRoot } from '../runtime-paths.ts';

/** Where the browsable reference lives; its own routes (assets, a copy of the document) stay out of the document. */
export const API_DOCS_PREFIX = `${API_PREFIX}/docs`;

const { version } = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as { version: string };

/**
 * The OpenAPI 3.1 document of the contract, generated from the zod schemas every route registers
 * with (`lib/endpoint.ts`), so it cannot say something the server does not do. Registered before
 * the routes: @fastify/swagger collects them as they are added. Only the routes under `/api` are
 * documented (not `/metrics` nor the web app).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Chat assistant API',
        version,
        description:
          `Every REST route of the product. Sign in with a one-time code (POST ${API_PREFIX}${routes.requestSignInCode.path}, ` +
          `then ${API_PREFIX}${routes.codeLogin.path}); the session cookie authenticates the rest. ` +
          'State-changing calls need an allowed Origin header and a JSON body.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: app.sessionCookie } } },
    },
    transform: (input) => {
      if (!input.url.startsWith(`${API_PREFIX}/`) || input.url.startsWith(API_DOCS_PREFIX)) {
        return { schema: { ...input.schema, hide: true }, url: input.url };
      }
      return jsonSchemaTransform(input);
    },
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX, uiConfig: { deepLinking: true } });
  // The document as @fastify/swagger built it; its type does not know it is the 3.1 flavour with paths.
  const document = () => app.swagger() as unknown as ResponseOf<typeof contract.openApiDocument>;
  await app.register(async (api) => handle(api, contract.openApiDocument, document), { prefix: API_PREFIX });
}
