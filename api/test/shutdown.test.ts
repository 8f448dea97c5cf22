import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { drainConnectionsOnClose } from '../src/shutdown';

jest.setTimeout(30_000);

function request(port: number, agent: http.Agent, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

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
});
