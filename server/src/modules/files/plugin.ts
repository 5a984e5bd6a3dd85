import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LocalFileStorage } from './local-storage.ts';
import { FileRepository } from './repository.ts';
import { FileService, toMessageFile, type StoragePlan } from './service.ts';
import type { FileStorage } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded and generated files (attachments and media issue). */
    files: FileService;
  }
}

/**
 * The file store from the configuration: S3 when S3_BUCKET is set, else DATA_DIR/files. The AWS
 * SDK is loaded only then (a few hundred milliseconds and megabytes otherwise spent at every start).
 */
export async function createFileStorage(app: FastifyInstance): Promise<FileStorage> {
  if (!app.config.s3) return new LocalFileStorage(path.join(app.config.dataDir, 'files'));
  const { S3FileStorage } = await import('./s3-storage.ts');
  const storage = new S3FileStorage(app.config.s3);
  app.addHook('onClose', async () => storage.close());
  return storage;
}

export async function registerFiles(app: FastifyInstance): Promise<void> {
  const storagePlan: StoragePlan = async (customerId) => {
    const plan = await app.billing.planInForce(customerId);
    // No Free row in the catalog: nothing may be stored (fail closed, as the message quota does).
    return { plan: plan?.key ?? 'free', limitBytes: plan?.storageBytes ?? 0 };
  };
  const files = new FileService(new FileRepository(app.database.db), await createFileStorage(app), app.log, storagePlan);
  app.decorate('files', files);
  app.customerData.register({
    name: 'files',
    export: async (customerId) => (await files.repository.ofCustomer(customerId)).map(toMessageFile),
    erase: (customerId) => files.eraseCustomer(customerId),
  });
}
