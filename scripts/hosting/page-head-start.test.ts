import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createPageHeadStart, matchRoute, type RoutedPage } from './page-head-start';

const ROUTES: RoutedPage[] = [
  { paths: ['/', '/home'], page: 'mf_public/HomePage' },
  { paths: ['/auth/*'], page: 'mf_public/AuthPage' },
  { paths: ['/event', '/event/:id'], page: 'mf_public/EventPage' },
];
const TEMPLATE = '<html><head><title>Guildhall</title></head><body><div id="root"></div></body></html>';

let remote: FastifyInstance;
let remoteOrigin: string;
let shellDist: string;

beforeAll(async () => {
  remote = Fastify();
  remote.get('/mf-manifest.json', async () => ({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'HomePage', assets: { js: { sync: ['__federation_expose_HomePage.0123abcd.js'] } } }],
  }));
  remote.get('/first-paint/HomePage.html', async (_request, reply) =>
    reply.type('text/html').send('<section><h1>Where Innovation Meets Collective Brilliance</h1></section>'),
  );
  remoteOrigin = await remote.listen({ port: 0, host: '127.0.0.1' });
  shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  fs.writeFileSync(path.join(shellDist, 'framework.0123abcd.js'), '');
});

afterAll(async () => {
  await remote.close();
  fs.rmSync(shellDist, { recursive: true, force: true });
});

const pageHtml = (remotes: Record<string, string>) =>
  createPageHeadStart({
    shellDist,
    remotes,
    runtimeFiles: { '/remotes.json': remotes, '/app-config.json': { apiBaseUrl: '' } },
    routes: ROUTES,
  });

it('matches exact routes and pages with sub-routes', () => {
  expect(matchRoute(ROUTES, '/home')).toBe('mf_public/HomePage');
  expect(matchRoute(ROUTES, '/auth')).toBe('mf_public/AuthPage');
  expect(matchRoute(ROUTES, '/auth/register')).toBe('mf_public/AuthPage');
  expect(matchRoute(ROUTES, '/authors')).toBeNull();
  expect(matchRoute(ROUTES, '/admin/dashboard')).toBeNull();
  expect(matchRoute(ROUTES, '/home/')).toBe('mf_public/HomePage');
  expect(matchRoute(ROUTES, '/event/7d2f')).toBe('mf_public/EventPage');
  expect(matchRoute(ROUTES, '/event/7d2f/')).toBe('mf_public/EventPage');
  expect(matchRoute(ROUTES, '/event/7d2f/more')).toBeNull();
});

it("writes the runtime files, the preload hints and the page's first paint into the page", async () => {
  const manifest = `${remoteOrigin}/mf-manifest.json`;
  const html = await pageHtml({ mf_public: manifest })(TEMPLATE, '/');
  expect(html).toContain(
    `<script type="application/json" id="runtime-config">{"/remotes.json":{"mf_public":"${manifest}"}`,
  );
  expect(html).toContain('<link rel="preload" as="script" href="/framework.0123abcd.js">');
  expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${manifest}">`);
  expect(html).toContain(`<link rel="preload" as="script" href="${remoteOrigin}/remoteEntry.js">`);
  expect(html).toContain(`href="${remoteOrigin}/__federation_expose_HomePage.0123abcd.js"`);
  expect(html).toMatch(
    /<div id="first-paint" data-page="mf_public\/HomePage"[^>]*><section><h1>Where Innovation.*<\/div><div id="root">/,
  );
});

it('serves a page without a first paint or hints when the remote has none or is unreachable', async () => {
  const withoutFirstPaint = await pageHtml({ mf_public: `${remoteOrigin}/mf-manifest.json` })(TEMPLATE, '/auth');
  expect(withoutFirstPaint).not.toContain('id="first-paint"');
  expect(withoutFirstPaint).toContain('remoteEntry.js');

  const unreachable = await pageHtml({ mf_public: 'http://127.0.0.1:9/mf-manifest.json' })(TEMPLATE, '/');
  expect(unreachable).not.toContain('id="first-paint"');
  expect(unreachable).not.toContain('remoteEntry.js');
  expect(unreachable).toContain('<div id="root">');
});
