import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SECURITY_HEADERS } from '../../api/src/plugins/security-headers';
import { contentSecurityPolicy } from './content-security-policy';
import { startRemoteHost } from './remote-host';

let host: FastifyInstance;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{"name":"mf_admin"}');
  fs.writeFileSync(path.join(dist, '123.0123abcd.js'), 'console.log("chunk");');
  fs.writeFileSync(path.join(dist, '123.0123abcd.js.map'), '{"version":3,"sources":["webpack://mf_admin/x"]}');
  host = await startRemoteHost(dist, 0, '127.0.0.1');
});

afterAll(async () => {
  await host.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

it('serves its standalone page under a policy allowing only its own origin', async () => {
  for (const url of ['/', '/index.html']) {
    const page = await host.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy());
    expect(page.headers).toMatchObject(SECURITY_HEADERS);
  }
});

it('serves every file and every miss with the security headers, loadable from any origin', async () => {
  for (const [url, status] of [
    ['/mf-manifest.json', 200],
    ['/123.0123abcd.js', 200],
    ['/missing.js', 404],
  ] as const) {
    const response = await host.inject({ url });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject({ ...SECURITY_HEADERS, 'access-control-allow-origin': '*' });
    expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy());
  }
  expect((await host.inject({ url: '/123.0123abcd.js' })).headers['cache-control']).toContain('immutable');
});

it('never serves a source map (production builds keep them hidden)', async () => {
  const response = await host.inject({ url: '/123.0123abcd.js.map' });
  expect(response.statusCode).toBe(404);
  expect(response.body).not.toContain('webpack://');
  expect(response.headers).toMatchObject(SECURITY_HEADERS);
});
