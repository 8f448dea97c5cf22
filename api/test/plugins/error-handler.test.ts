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
