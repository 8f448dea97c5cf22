import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { HttpError } from '../../src/http';
import {
  CashfreeError,
  PROVIDER_UNAVAILABLE_MESSAGE,
  providerUnavailable,
} from '../../src/modules/payments/cashfree/client';
import { DISK_FULL_MESSAGE, errorHandler, UNAVAILABLE_MESSAGE } from '../../src/plugins/error-handler';

async function answerTo(error: unknown) {
  const app = Fastify({ logger: false });
  await app.register(errorHandler, { dependencyFailures: [providerUnavailable] });
  app.get('/', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return { status: response.statusCode, retryAfter: response.headers['retry-after'], body: response.json() };
}

describe('error handler: a body left unread', () => {
  it('closes the connection when it refuses a request before reading its body (the next one would hang)', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandler);
    // Like an upload refused on a full disk: the handler answers while most of the body is still on its way.
    app.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null));
    app.post('/upload', async () => {
      throw new HttpError(507, 'The server has no room for this file right now. Please try again later.');
    });
    app.get('/read', async () => 'ok');
    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Readable.from(slowChunks()),
    });
    const read = await app.inject({ method: 'GET', url: '/read' });
    await app.close();
    expect(response.statusCode).toBe(507);
    expect(response.headers.connection).toBe('close');
    expect(read.headers.connection).not.toBe('close');
  });
});

async function* slowChunks() {
  for (let chunk = 0; chunk < 5; chunk++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    yield Buffer.alloc(64 * 1024);
  }
}

const withCause = (code: string) => Object.assign(new Error('Failed query: insert into ...'), { cause: { code } });

describe('error handler: dependencies that fail', () => {
  it('answers a database that is down or restarting 503 with Retry-After and a plain message, never SQL', async () => {
    const answer = await answerTo(withCause('57P01'));
    expect(answer).toMatchObject({
      status: 503,
      retryAfter: '5',
      body: { success: false, message: UNAVAILABLE_MESSAGE },
    });
    expect(JSON.stringify(answer.body)).not.toContain('insert');
  });

  it('answers a full disk 507', async () => {
    expect(await answerTo(withCause('53100'))).toMatchObject({ status: 507, body: { message: DISK_FULL_MESSAGE } });
  });

  it('answers an unreachable payment provider 503 (a webhook is then sent again by the provider)', async () => {
    const answer = await answerTo(new CashfreeError(0, 'unreachable', 'Cashfree could not be reached'));
    expect(answer).toMatchObject({ status: 503, retryAfter: '60', body: { message: PROVIDER_UNAVAILABLE_MESSAGE } });
  });

  it('adds Retry-After to our own 503s and keeps a 500 for anything else', async () => {
    expect(await answerTo(new HttpError(503, 'Online ticket sales are not available right now.'))).toMatchObject({
      status: 503,
      retryAfter: '5',
    });
    const bug = await answerTo(new TypeError('cannot read properties of undefined'));
    expect(bug.status).toBe(500);
    expect(bug.retryAfter).toBeUndefined();
  });
});
