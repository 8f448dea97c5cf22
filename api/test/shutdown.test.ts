import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { closeConnectionsWhileDraining, drainConnectionsOnClose, SERVE_WHILE_CLOSING } from '../src/shutdown';

jest.setTimeout(30_000);

function request(port: number, agent: http.Agent, path: string): Promise<number> {
  return answer(port, agent, path).then(({ status }) => status);
}

/** The status and Connection header of a GET, or the connection's error code (ECONNREFUSED...) when none came. */
function answer(port: number, agent: http.Agent, path: string): Promise<{ status: number; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
        );
      })
      .on('error', reject);
  });
}

const errorCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: NodeJS.ErrnoException) => error.code,
  );

describe('shutdown', () => {
  it('lets a request in flight finish, then closes its kept-alive connection at once (not after 72 s)', async () => {
    const app = Fastify({ logger: false });
    drainConnectionsOnClose(app);
    app.get('/quick', async () => 'ok');
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return 'done';
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

    expect(await request(port, agent, '/quick')).toBe(200); // leaves an idle kept-alive connection
    const inFlight = request(port, agent, '/slow');
    await new Promise((resolve) => setTimeout(resolve, 100));

    const started = performance.now();
    await app.close();
    const closedAfterMs = performance.now() - started;

    expect(await inFlight).toBe(200);
    expect(closedAfterMs).toBeGreaterThanOrEqual(400); // it waited for the request in flight
    expect(closedAfterMs).toBeLessThan(3_000);
    agent.destroy();
  });

  it('closes every connection it answers once draining began, so a proxy never sends on one after the close', async () => {
    // A proxy keeps connections to the instance alive (nginx `keepalive`). Answered with keep-alive after the server
    // closed, its next request on that connection gets a 503 or a reset (not retried elsewhere for a POST); on a new
    // connection the closed server refuses it, and a refused connection is safe to send to another instance.
    const app = Fastify({ logger: false });
    let draining = false;
    drainConnectionsOnClose(app);
    closeConnectionsWhileDraining(app, () => draining);
    app.get('/quick', async () => 'ok');
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return 'done';
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

    expect(await answer(port, agent, '/quick')).toEqual({ status: 200, connection: 'keep-alive' });
    const inFlight = answer(port, agent, '/slow');
    await new Promise((resolve) => setTimeout(resolve, 100));
    draining = true;
    const closed = app.close();

    expect(await inFlight).toEqual({ status: 200, connection: 'close' });
    expect(await errorCode(request(port, agent, '/quick'))).toBe('ECONNREFUSED');
    await closed;
    agent.destroy();
  });

  it('serves a request that reaches it once closing, on a connection accepted before (no 503 a proxy cannot retry)', async () => {
    const app = Fastify({ logger: false, ...SERVE_WHILE_CLOSING });
    drainConnectionsOnClose(app);
    closeConnectionsWhileDraining(app, () => true);
    app.get('/quick', async () => 'ok');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // A proxy's new connection, accepted just before the server stopped listening; its request comes a moment later.
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const response = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
    });
    socket.write('GET /quick HTTP/1.1\r\nHost: instance\r\n\r\n');

    const text = await response;
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(text.toLowerCase()).toContain('connection: close');
    await closed;
  });
});
