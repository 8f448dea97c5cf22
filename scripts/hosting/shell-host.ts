// Serves the shell on the API's own origin: its static files, the runtime files remotes.json and app-config.json,
// and index.html for every client-side route. The API keeps everything under /api.
import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { securityHeaders } from '../../api/src/plugins/security-headers';
import { cacheControlFor } from './cache-policy';
import { contentSecurityPolicy } from './content-security-policy';
import { createPageHeadStart, type ApiDataFetcher, type RoutedPage } from './page-head-start';
import { notASourceMap } from './source-maps';

/** shell/public/door-sw.js, served from the root (its scope is /tickets/check-in). */
const DOOR_SERVICE_WORKER = 'door-sw.js';
const API_TIMEOUT_MS = 800;

/**
 * A public GET for a first paint with data (docs/interfaces.md, "First paint"): answered in-process when the API
 * shares this server (apiBaseUrl ''), else over HTTP; no credentials either way.
 */
function apiDataFetcher(app: FastifyInstance, apiBaseUrl: string): ApiDataFetcher {
  const answerOf = (status: number, body: unknown) =>
    status >= 200 && status < 300 && body !== null && typeof body === 'object' && 'data' in body
      ? { data: (body as { data: unknown }).data }
      : undefined;
  if (!apiBaseUrl) {
    return async (url) => {
      try {
        const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
        return answerOf(response.statusCode, response.json());
      } catch {
        return undefined;
      }
    };
  }
  return async (url) => {
    try {
      const response = await fetch(`${apiBaseUrl}${url}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
      return answerOf(response.status, await response.json());
    } catch {
      return undefined;
    }
  };
}

export interface ShellHostOptions {
  shellDist: string;
  /** remotes.json: federation name -> remoteEntry.js URL. */
  remotes: Record<string, string>;
  /** app-config.json's apiBaseUrl: '' when the API shares the shell's origin. */
  apiBaseUrl: string;
  /** Which exposed page renders which route (the shell's route table), for the page's preload hints. */
  routes: readonly RoutedPage[];
  /** Paths the shell draws without its navbar (the policies): their first paint starts at the top. */
  navbarHiddenOn?: (pathname: string) => boolean;
  /** The API pays through Cashfree: the pages let its checkout script in (docs/choices.md, CSP). */
  cashfreeCheckout?: boolean;
}

export async function registerShellHosting(app: FastifyInstance, options: ShellHostOptions): Promise<void> {
  const indexHtml = path.join(options.shellDist, 'index.html');
  if (!fs.existsSync(indexHtml)) throw new Error(`The shell is not built: ${indexHtml} is missing (run npm run build)`);
  const csp = contentSecurityPolicy(Object.values(options.remotes), { cashfreeCheckout: options.cashfreeCheckout });

  const pageHtml = createPageHeadStart({
    shellDist: options.shellDist,
    remotes: options.remotes,
    runtimeFiles: { '/remotes.json': options.remotes, '/app-config.json': { apiBaseUrl: options.apiBaseUrl } },
    routes: options.routes,
    navbarHiddenOn: options.navbarHiddenOn,
    fetchApiData: apiDataFetcher(app, options.apiBaseUrl),
  });
  const sendIndex = async (pathname: string, reply: FastifyReply) =>
    reply
      .header('content-security-policy', csp)
      .header('cache-control', 'no-cache')
      .type('text/html')
      .send(await pageHtml(await fs.promises.readFile(indexHtml, 'utf8'), pathname));

  // On the API's server the headers are already there; registering them again is a no-op.
  await app.register(securityHeaders);
  // Only the front-end files: the API routes were registered before this plugin and stay uncompressed.
  await app.register(fastifyCompress);
  app.get('/remotes.json', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(options.remotes),
  );
  app.get('/app-config.json', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').send({ apiBaseUrl: options.apiBaseUrl }),
  );

  await app.register(fastifyStatic, {
    root: options.shellDist,
    allowedPath: notASourceMap,
    index: false,
    wildcard: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
      // The door's service worker fetches the page's files (own origin and remotes): the page's policy, not
      // the nothing-loads one of plain files.
      if (path.basename(filePath) === DOOR_SERVICE_WORKER) reply.header('content-security-policy', csp);
    },
  });
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex('/', reply));

  // Client-side routes (/auth, /admin/dashboard, ...) get index.html; unknown API paths and files stay 404.
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' && !request.url.startsWith('/api') && !path.extname(request.url.split('?')[0]!);
    if (wantsPage) return sendIndex(request.url.split('?')[0]!, reply);
    return reply
      .code(404)
      .send({ success: false, message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
