// Serves one remote's built files from its own origin, as a static host or CDN would: any page may load them
// (CORS), compressed, entry files are revalidated on every load, hashed chunks are immutable, and every answer
// carries the security headers, its standalone page (index.html) under a policy that allows only its own origin.
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { securityHeaders } from '../../api/src/plugins/security-headers';
import { cacheControlFor } from './cache-policy';
import { contentSecurityPolicy } from './content-security-policy';
import { notASourceMap } from './source-maps';

export async function startRemoteHost(dist: string, port: number, host: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });
  await app.register(securityHeaders, { contentSecurityPolicy: contentSecurityPolicy() });
  await app.register(fastifyCompress);
  await app.register(fastifyStatic, {
    root: dist,
    allowedPath: notASourceMap,
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
  });
  await app.listen({ port, host });
  return app;
}
