import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { NOTHING_LOADS_POLICY, SECURITY_HEADERS } from '../../api/src/plugins/security-headers';
import { registerShellHosting } from './shell-host';

const REMOTES = { mf_admin: 'http://localhost:8083/remoteEntry.js' };
let app: FastifyInstance;
let shellDist: string;

beforeAll(async () => {
  shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  fs.writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(shellDist, 'main.0123abcd.js'), 'console.log("shell");');
  fs.writeFileSync(path.join(shellDist, 'main.0123abcd.js.map'), '{"version":3,"sources":["webpack://shell/x"]}');
  app = Fastify();
  app.get('/api/ping', async () => ({ success: true }));
  await registerShellHosting(app, { shellDist, remotes: REMOTES, apiBaseUrl: '', routes: [] });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(shellDist, { recursive: true, force: true });
});

it('answers every client-side route with index.html, revalidated and under the CSP', async () => {
  for (const url of ['/', '/admin/dashboard', '/auth?tab=register']) {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self' http://localhost:8083");
    expect(response.headers).toMatchObject(SECURITY_HEADERS);
  }
});

it('sends the security headers with every other answer, under a policy that lets nothing load', async () => {
  for (const url of ['/remotes.json', '/app-config.json', '/main.0123abcd.js', '/api/ping', '/api/nope']) {
    const response = await app.inject({ url });
    expect(response.headers).toMatchObject(SECURITY_HEADERS);
    expect(response.headers['content-security-policy']).toBe(NOTHING_LOADS_POLICY);
  }
});

it('keeps unknown API paths and missing files as JSON 404s, never the page', async () => {
  for (const url of ['/api/nope', '/missing.0123abcd.js']) {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  }
  expect((await app.inject({ url: '/api/ping' })).json()).toEqual({ success: true });
});

it('never serves a source map, even one in the built folder (production builds keep them hidden)', async () => {
  for (const url of ['/main.0123abcd.js.map', '/MAIN.0123ABCD.JS.MAP']) {
    const response = await app.inject({ url });
    expect([url, response.statusCode]).toEqual([url, 404]);
    expect(response.body).not.toContain('webpack://');
  }
});

it('serves the runtime files and hashed chunks with their cache policy', async () => {
  const remotes = await app.inject({ url: '/remotes.json' });
  expect(remotes.json()).toEqual(REMOTES);
  expect(remotes.headers['cache-control']).toBe('no-cache');
  expect((await app.inject({ url: '/app-config.json' })).json()).toEqual({ apiBaseUrl: '' });
  const chunk = await app.inject({ url: '/main.0123abcd.js' });
  expect(chunk.statusCode).toBe(200);
  expect(chunk.headers['cache-control']).toContain('immutable');
});

it('refuses to start without a built shell', async () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'no-shell-'));
  await expect(
    registerShellHosting(Fastify(), { shellDist: empty, remotes: REMOTES, apiBaseUrl: '', routes: [] }),
  ).rejects.toThrow('The shell is not built');
  fs.rmSync(empty, { recursive: true, force: true });
});
