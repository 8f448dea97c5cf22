import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_DOCS_CONTENT_SECURITY_POLICY } from '../../src/plugins/api-docs';
import { NOTHING_LOADS_POLICY, SECURITY_HEADERS } from '../../src/plugins/security-headers';
import { describeEachDatabase } from '../support/test-app';

describeEachDatabase('security headers', (context) => {
  const answer = (method: 'GET' | 'POST' | 'OPTIONS', url: string, headers: Record<string, string> = {}) =>
    context.app.inject({ method, url, headers, ...(method === 'POST' ? { payload: {} } : {}) });

  it.each([
    ['GET', '/healthz', 200],
    ['POST', '/api/members/login', 400],
    ['GET', '/api/auth/me', 401],
    ['GET', '/api/nothing-here', 404],
  ] as const)('%s %s (%i) carries them, with a policy that lets nothing load', async (method, url, status) => {
    const response = await answer(method, url);
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(SECURITY_HEADERS);
    expect(response.headers['content-security-policy']).toBe(NOTHING_LOADS_POLICY);
  });

  it('carries them on the answers Fastify writes itself, over HTTP: a URL it cannot decode', async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = context.app.server.address() as AddressInfo;
    const over = (path: string) =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        http.get({ host: '127.0.0.1', port, path }, (response) => resolve(response.resume())).on('error', reject);
      });
    for (const path of ['/api/%', '/%zz', '/api/events/by-id/%E0%A4%A']) {
      const response = await over(path);
      expect([path, response.statusCode]).toEqual([path, 400]);
      expect(response.headers).toMatchObject(SECURITY_HEADERS);
      expect(response.headers['content-security-policy']).toBe(NOTHING_LOADS_POLICY);
    }
    // An answer that sets its own policy keeps it (the docs page), over HTTP too.
    const docs = await over('/api/docs/');
    expect([docs.statusCode, docs.headers['content-security-policy']]).toEqual([200, API_DOCS_CONTENT_SECURITY_POLICY]);
  });

  it('carries them on a CORS preflight', async () => {
    const preflight = await answer('OPTIONS', '/api/members/login', {
      origin: 'http://localhost:8080',
      'access-control-request-method': 'POST',
    });
    expect(preflight.headers).toMatchObject(SECURITY_HEADERS);
  });

  it("serves /api/docs and its files under the docs' own policy", async () => {
    const page = await answer('GET', '/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const script = await answer('GET', '/api/docs/static/swagger-initializer.js');
    expect(script.statusCode).toBe(200);
    const document = await answer('GET', '/api/docs/json');
    expect(document.statusCode).toBe(200);

    for (const response of [page, script, document]) {
      expect(response.headers).toMatchObject(SECURITY_HEADERS);
      expect(response.headers['content-security-policy']).toBe(API_DOCS_CONTENT_SECURITY_POLICY);
    }
    expect(API_DOCS_CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(API_DOCS_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(API_DOCS_CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });
});
