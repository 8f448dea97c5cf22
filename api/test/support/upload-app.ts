import Fastify from 'fastify';
import type { UploadsConfig } from '../../src/config';
import type { FileStorage } from '../../src/modules/uploads/file-storage';
import { uploadsPlugin } from '../../src/modules/uploads/routes';
import { createUploadService, type ReceiveOptions } from '../../src/modules/uploads/service';
import { createFileStorage } from '../../src/modules/uploads/storage';
import { errorHandler } from '../../src/plugins/error-handler';

/**
 * The uploads plugin and service behind one test route, POST /upload, on the storage `config` names; `wrap` may swap
 * parts of that real storage (a fault).
 */
export async function uploadTestApp(
  config: UploadsConfig,
  options: ReceiveOptions = { kinds: ['image'], maxFiles: 5 },
  wrap: (storage: FileStorage) => FileStorage = (storage) => storage,
) {
  const storage = wrap(createFileStorage(config));
  const uploads = createUploadService(storage);
  const app = Fastify({ logger: false });
  await app.register(errorHandler);
  await app.register(uploadsPlugin, { config, storage });
  app.post('/upload', async (request) => uploads.receive(request, options));
  await app.ready();
  return { app, storage, uploads };
}
