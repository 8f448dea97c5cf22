import { describeEachDatabase, get } from './support/test-app';

describeEachDatabase('app', (context) => {
  it('answers /healthz with the database kind, its writability, upload storage, the mail outbox and Redis', async () => {
    const { status, body } = await get(context.app, '/healthz');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      status: 'ok',
      database: context.target,
      checks: {
        database: { writable: true },
        storage: { writable: true },
        mailOutbox: { pending: 0 },
        // Limits counted in memory here (the Redis checks: limits/redis-outage.test.ts).
        redis: { configured: false, ok: true, ms: null },
      },
    });
    expect(body.data.checks.storage.freeBytes).toBeGreaterThan(0);
  });

  it('answers /healthz 503 once a shutdown begins, and closes that connection', async () => {
    context.app.beginDraining();
    const response = await context.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.headers.connection).toBe('close');
    expect(response.json().message).toBe('This server is shutting down.');
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const { status, body } = await get(context.app, '/api/docs/json');
    expect(status).toBe(200);
    expect(body.paths['/api/members/login'].post.requestBody).toBeDefined();
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/api/admin/register', '/api/apply/apply', '/healthz']),
    );
  });

  it('answers unknown API routes and malformed JSON with the error envelope', async () => {
    expect(await get(context.app, '/api/nothing-here')).toEqual({
      status: 404,
      body: { success: false, message: 'No API route GET /api/nothing-here' },
    });
    const malformed = await context.app.inject({
      method: 'POST',
      url: '/api/members/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('allows the local front-end origins with credentials', async () => {
    const preflight = await context.app.inject({
      method: 'OPTIONS',
      url: '/api/members/login',
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');

    const foreign = await context.app.inject({
      method: 'OPTIONS',
      url: '/api/members/login',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
