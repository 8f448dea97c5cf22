import http from 'node:http';
import type net from 'node:net';
import { CashfreeError, createCashfreeClient } from '../../../src/modules/payments/cashfree/client';
import type { CreateOrderBody } from '../../../src/modules/payments/cashfree/entities';

// The provider client sends a call again when it got no answer at all (a reset connection, a kept-alive socket the
// server closed under it): under a ticket rush on a busy machine that happened and cost a sale (a 502).

const ORDER = { order_id: 'order_1', order_amount: 400, order_currency: 'INR', order_status: 'ACTIVE' };

interface FakeProvider {
  baseUrl: string;
  /** Idempotency keys of the requests that reached the handler, in order. */
  keys: (string | undefined)[];
  close(): Promise<void>;
}

/** A provider that drops the first `drops` connections without answering, then answers ORDER. */
async function fakeProvider(drops: number): Promise<FakeProvider> {
  const keys: (string | undefined)[] = [];
  const sockets = new Set<net.Socket>();
  const server = http.createServer((request, response) => {
    keys.push(request.headers['x-idempotency-key'] as string | undefined);
    request.resume();
    if (keys.length <= drops) {
      request.socket.destroy();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ORDER));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/pg`,
    keys,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const credentials = (baseUrl: string) => ({ baseUrl, clientId: 'id', clientSecret: 'secret' });
const orderBody: CreateOrderBody = {
  order_id: 'order_1',
  order_amount: 400,
  order_currency: 'INR',
  customer_details: {
    customer_id: 'lpu_12345678',
    customer_name: 'Asha Verma',
    customer_email: 'asha@example.org',
    customer_phone: '9876543210',
  },
  order_meta: {
    return_url: 'http://localhost/payment/verify?order_id={order_id}',
    notify_url: 'http://localhost/api/cashfree/webhook',
  },
  order_expiry_time: new Date(Date.now() + 3_600_000).toISOString(),
};

describe('the Cashfree client', () => {
  let provider: FakeProvider | undefined;
  afterEach(async () => {
    await provider?.close();
    provider = undefined;
  });

  it('sends a call again, with the same idempotency key, when the connection dropped without an answer', async () => {
    provider = await fakeProvider(2);
    const order = await createCashfreeClient(credentials(provider.baseUrl)).createOrder(orderBody);
    expect(order).toMatchObject(ORDER);
    expect(provider.keys).toEqual(['order_1', 'order_1', 'order_1']);
  });

  it('gives up after three tries with an unreachable error', async () => {
    provider = await fakeProvider(3);
    await expect(createCashfreeClient(credentials(provider.baseUrl)).getOrder('order_1')).rejects.toMatchObject({
      status: 0,
      code: 'unreachable',
    });
    expect(provider.keys).toHaveLength(3);
  });

  it('never repeats a call the provider answered, even with an error', async () => {
    const server = http.createServer((_request, response) =>
      response
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ code: 'internal', message: 'boom' })),
    );
    let calls = 0;
    server.on('request', () => (calls += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      const answer = createCashfreeClient(credentials(`http://127.0.0.1:${port}/pg`)).getOrder('order_1');
      await expect(answer).rejects.toBeInstanceOf(CashfreeError);
      await expect(answer).rejects.toMatchObject({ status: 500, code: 'internal' });
      expect(calls).toBe(1);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
