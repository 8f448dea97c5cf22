import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import type { RedisConfig } from '../../src/config';

export type LimitStore = 'memory' | 'redis';

/** Limits are counted in memory, and also in Redis when REDIS_URL is set (as `.ci/run` does). */
export function limitStores(): LimitStore[] {
  return process.env.REDIS_URL ? ['memory', 'redis'] : ['memory'];
}

/** `describe` when REDIS_URL is set, `describe.skip` otherwise: blocks that only make sense on a real Redis. */
export const describeWithRedis = process.env.REDIS_URL ? describe : describe.skip;

/**
 * The REDIS_URL server under a prefix of its own: test files running side by side (and other runs on the same server)
 * never share a key. `url` may point elsewhere (a proxy, a closed port) with the same prefix.
 */
export function testRedisConfig(url = process.env.REDIS_URL!): RedisConfig {
  return { url, prefix: `guildhall-test:${randomBytes(6).toString('hex')}:` };
}

/** Deletes every key under the prefix (on the REDIS_URL server). */
export async function deleteRedisKeys({ prefix }: RedisConfig): Promise<void> {
  const client = new Redis(process.env.REDIS_URL!);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

/**
 * A TCP relay to the REDIS_URL server on a port of its own, to take Redis away from the API and give it back:
 * `stop()` closes the port and every connection (refused, as a stopped Redis) and `start()` serves again on the same
 * port; `freeze()` keeps the connections but passes nothing on (a Redis that hangs) until `thaw()`.
 */
export async function startRedisRelay() {
  const target = new URL(process.env.REDIS_URL!);
  const sockets = new Set<net.Socket>();
  let frozen = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk) => frozen || upstream.write(chunk));
    upstream.on('data', (chunk) => frozen || client.write(chunk));
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
    },
    async stop() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async start() {
      await listen(port);
    },
  };
}
