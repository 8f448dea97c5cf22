import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { firstPaintSlot, type FirstPaintWithData } from '@guildhall/contracts/federation';
import {
  createPageHeadStart,
  fillFirstPaintSlots,
  matchRoute,
  type ApiDataFetcher,
  type RoutedPage,
} from './page-head-start';

const ROUTES: RoutedPage[] = [
  { paths: ['/', '/home'], page: 'mf_public/HomePage', title: 'Home' },
  { paths: ['/auth/*'], page: 'mf_public/AuthPage', title: { '/auth': 'Sign in' } },
  { paths: ['/event', '/event/:id'], page: 'mf_public/EventPage' },
  { paths: ['/policy/terms', '/policy/privacy', '/policy/cookie'], page: 'mf_public/PolicyPage' },
  { paths: ['/team'], page: 'mf_public/TeamPage' },
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
  remote.get('/first-paint/EventPage.html', async (_request, reply) =>
    reply.type('text/html').send('<section aria-busy="true">loading</section>'),
  );
  remote.get('/first-paint/EventPage.data.json', async (): Promise<FirstPaintWithData> => ({
    paths: ['/', '/event'],
    url: '/api/events/featured',
    queryKey: ['events', 'featured'],
    present: `<p>${firstPaintSlot('organizer', 'Guildhall')} presents</p><h1>${firstPaintSlot('title')}</h1>`,
    absent: '<h1>No Upcoming Events</h1>',
    titleField: 'title',
  }));
  remote.get('/first-paint/HomePage.html', async (_request, reply) =>
    reply.type('text/html').send('<section><h1>Where Innovation Meets Collective Brilliance</h1></section>'),
  );
  remote.get('/first-paint/PolicyPage.html', async (_request, reply) =>
    reply.type('text/html').send('<h1>Terms and Conditions</h1>'),
  );
  remote.get('/first-paint/PolicyPage/policy/privacy.html', async (_request, reply) =>
    reply.type('text/html').send('<h1>Privacy Policy</h1>'),
  );
  remote.get('/first-paint/TeamPage.html', async (_request, reply) =>
    reply.type('text/html').send('<h1>Meet Our Team</h1><p role="status">Loading Team Data...</p>'),
  );
  remote.get('/first-paint/TeamPage.data.json', async (): Promise<FirstPaintWithData> => ({
    paths: ['/team'],
    url: '/api/members/getall',
    queryKey: ['members', 'team'],
    signedOutOnly: true,
  }));
  remoteOrigin = await remote.listen({ port: 0, host: '127.0.0.1' });
  shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  fs.writeFileSync(path.join(shellDist, 'framework.0123abcd.js'), '');
});

afterAll(async () => {
  await remote.close();
  fs.rmSync(shellDist, { recursive: true, force: true });
});

const pageHtml = (remotes: Record<string, string>, fetchApiData?: ApiDataFetcher) =>
  createPageHeadStart({
    shellDist,
    remotes,
    runtimeFiles: { '/remotes.json': remotes, '/app-config.json': { apiBaseUrl: '' } },
    routes: ROUTES,
    fetchApiData,
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
  const entry = `${remoteOrigin}/remoteEntry.js`;
  const html = await pageHtml({ mf_public: entry })(TEMPLATE, '/');
  expect(html).toContain(
    `<script type="application/json" id="runtime-config">{"/remotes.json":{"mf_public":"${entry}"}`,
  );
  expect(html).toContain('<link rel="preload" as="script" href="/framework.0123abcd.js">');
  expect(html).toContain(`<link rel="preload" as="script" href="${entry}">`);
  expect(html).toContain(`href="${remoteOrigin}/__federation_expose_HomePage.0123abcd.js"`);
  // The browser never fetches the manifest (the runtime loads remoteEntry.js): no hint for it.
  expect(html).not.toContain('mf-manifest.json');
  expect(html).toMatch(
    /<div id="first-paint" data-page="mf_public\/HomePage"[^>]*><section><h1>Where Innovation.*<\/div><div id="root">/,
  );
});

it("names the tab after the route (the 404 page's title for a path no route serves)", async () => {
  const pageAt = (pathname: string) => pageHtml({ mf_public: 'http://127.0.0.1:9/remoteEntry.js' })(TEMPLATE, pathname);
  expect(await pageAt('/home')).toContain('<title>Home · Guildhall</title>');
  expect(await pageAt('/auth/')).toContain('<title>Sign in · Guildhall</title>');
  expect(await pageAt('/nowhere')).toContain('<title>Page not found · Guildhall</title>');
});

it("serves a page without a first paint or the page's chunks when the remote has none or is unreachable", async () => {
  const withoutFirstPaint = await pageHtml({ mf_public: `${remoteOrigin}/remoteEntry.js` })(TEMPLATE, '/auth');
  expect(withoutFirstPaint).not.toContain('id="first-paint"');
  expect(withoutFirstPaint).toContain(`<link rel="preload" as="script" href="${remoteOrigin}/remoteEntry.js">`);

  // The host cannot read the manifest, but the browser may still reach the entry: its hint stays.
  const unreachable = await pageHtml({ mf_public: 'http://127.0.0.1:9/remoteEntry.js' })(TEMPLATE, '/');
  expect(unreachable).not.toContain('id="first-paint"');
  expect(unreachable).toContain('<link rel="preload" as="script" href="http://127.0.0.1:9/remoteEntry.js">');
  expect(unreachable).not.toContain('__federation_expose_');
  expect(unreachable).toContain('<div id="root">');
});

it("reads the manifest and first paints next to the entry remotes.json names (a CDN's folder)", async () => {
  const cdn = Fastify();
  cdn.get('/admin/v42/mf-manifest.json', async () => ({
    exposes: [{ name: 'HomePage', assets: { js: { sync: ['HomePage.0123abcd.js'] } } }],
  }));
  cdn.get('/admin/v42/first-paint/HomePage.html', async (_request, reply) =>
    reply.type('text/html').send('<h1>Home</h1>'),
  );
  const cdnOrigin = await cdn.listen({ port: 0, host: '127.0.0.1' });
  try {
    const html = await pageHtml({ mf_public: `${cdnOrigin}/admin/v42/remoteEntry.js` })(TEMPLATE, '/home');
    expect(html).toContain(`<link rel="preload" as="script" href="${cdnOrigin}/admin/v42/HomePage.0123abcd.js">`);
    expect(html).toContain('<h1>Home</h1></div><div id="root">');
  } finally {
    await cdn.close();
  }
});

it("writes a page's first paint for the very path when the remote has one, else the page's", async () => {
  const at = (pathname: string) => pageHtml({ mf_public: `${remoteOrigin}/remoteEntry.js` })(TEMPLATE, pathname);
  expect(await at('/policy/privacy/')).toContain('<h1>Privacy Policy</h1></div><div id="root">');
  // Drawn without the navbar: no room kept for it.
  const withoutNavbar = await createPageHeadStart({
    shellDist,
    remotes: { mf_public: `${remoteOrigin}/remoteEntry.js` },
    runtimeFiles: {},
    routes: ROUTES,
    navbarHiddenOn: (pathname) => pathname.startsWith('/policy'),
  })(TEMPLATE, '/policy/privacy');
  expect(withoutNavbar).toContain('style="position:absolute;top:0;left:0;right:0"><h1>Privacy Policy</h1>');
  expect(await at('/policy/cookie')).toContain('<h1>Terms and Conditions</h1></div><div id="root">');
});

it('writes the answer with the plain first paint for a page whose first paint has no markup for it', async () => {
  const html = await pageHtml({ mf_public: `${remoteOrigin}/remoteEntry.js` }, async () => ({
    data: { members: [{ id: 'm1', fullName: 'Ada' }] },
  }))(TEMPLATE, '/team');
  expect(html).toContain(
    '<p role="status">Loading Team Data...</p></div><script type="application/json" id="first-paint-data">{"queryKey":["members","team"],"data":{"members":[{"id":"m1","fullName":"Ada"}]},"signedOutOnly":true}</script><div id="root">',
  );
});

describe('a first paint with data', () => {
  const EVENT_ROUTES: RoutedPage[] = [{ paths: ['/', '/event', '/event/:id'], page: 'mf_public/EventPage' }];
  const eventPageHtml = (fetchApiData: ApiDataFetcher) =>
    createPageHeadStart({
      shellDist,
      remotes: { mf_public: `${remoteOrigin}/remoteEntry.js` },
      runtimeFiles: {},
      routes: EVENT_ROUTES,
      fetchApiData,
    });

  it("shows the API's answer of this request, escaped, and hands it to the page's query", async () => {
    const asked: string[] = [];
    const html = await eventPageHtml(async (url) => {
      asked.push(url);
      return { data: { id: 'e1', title: 'Rock & <Roll> $& "Night"', organizer: null } };
    })(TEMPLATE, '/');
    expect(asked).toEqual(['/api/events/featured']);
    expect(html).toContain(
      '<div id="first-paint" data-page="mf_public/EventPage" style="position:absolute;top:0;left:0;right:0;padding-top:5rem"><p>Guildhall presents</p><h1>Rock &amp; &lt;Roll&gt; $&amp; &quot;Night&quot;</h1></div>',
    );
    expect(html).toContain(
      '<script type="application/json" id="first-paint-data">{"queryKey":["events","featured"],"data":{"id":"e1","title":"Rock & \\u003cRoll> $& \\"Night\\"","organizer":null}}</script><div id="root">',
    );
    expect(html).toContain('<title>Rock &amp; &lt;Roll&gt; $&amp; &quot;Night&quot; · Guildhall</title>');
  });

  it('shows its no-data markup for an answer of null', async () => {
    const html = await eventPageHtml(async () => ({ data: null }))(TEMPLATE, '/event');
    expect(html).toContain('<h1>No Upcoming Events</h1></div><script type="application/json" id="first-paint-data">');
    expect(html).toContain('{"queryKey":["events","featured"],"data":null}');
  });

  it('keeps the plain first paint on other paths and when the API does not answer', async () => {
    const notAsked = jest.fn<ReturnType<ApiDataFetcher>, Parameters<ApiDataFetcher>>();
    const otherEvent = await eventPageHtml(notAsked)(TEMPLATE, '/event/e2');
    expect(notAsked).not.toHaveBeenCalled();
    expect(otherEvent).toContain('<section aria-busy="true">loading</section>');
    expect(otherEvent).not.toContain('first-paint-data');

    const failed = await eventPageHtml(async () => undefined)(TEMPLATE, '/');
    expect(failed).toContain('<section aria-busy="true">loading</section>');
    expect(failed).not.toContain('first-paint-data');

    const hanging = await eventPageHtml(() => new Promise(() => {}))(TEMPLATE, '/');
    expect(hanging).toContain('<section aria-busy="true">loading</section>');
  });
});

it('fills slots from string and number fields only, else with their fallback', () => {
  const markup = `${firstPaintSlot('title')}|${firstPaintSlot('spots', '?')}|${firstPaintSlot('tags', 'none')}`;
  expect(fillFirstPaintSlots(markup, { title: 'A', spots: 3, tags: ['x'] })).toBe('A|3|none');
});
