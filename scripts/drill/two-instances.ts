// Two API instances as an operator runs them: `api/src/server.ts` processes with their background jobs, each with
// a DATA_DIR of its own (two machines share no disk), on one private PostgreSQL cluster, counting their limits in
// the machine's Redis under a key prefix of this run's own, their uploads in one bucket of an S3-compatible server
// (s3rver; the API streams the files itself: no S3_PUBLIC_URL), behind a round-robin proxy (round-robin-proxy.ts)
// that is the clients' only address and that the instances trust for the client's address (TRUST_PROXY).
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';
import { startS3Server } from '../../api/src/sandbox/s3-server';
import { freePort } from '../../api/test/support/payments';
import { ApiProcess } from './api-process';
import type { Cleanup } from './cleanup';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';
import { apiEnvironment, newJwtSecret, newLogFile, openDependencies, signInAdmin, type Dependencies } from './stage';

/** The machine's Redis (`.ci/run` starts it), unless the drill is given another. */
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
const BUCKET = 'guildhall-drill';
/** An instance is in the proxy's rotation this long after its own /healthz answered 200 (a few health polls). */
const JOIN_ROTATION_MS = 5_000;

export interface Instance {
  /** 'a', 'b': as the proxy names it (UPSTREAM_HEADER). */
  name: string;
  api: ApiProcess;
  logFile: string;
}

export interface TwoInstances extends Dependencies {
  instances: readonly [Instance, Instance];
  proxy: RoundRobinProxy;
  /** The proxy, where clients go (the shape a rush takes). */
  api: { base: string };
  /** Signs the admin in through the proxy (a fresh access token). */
  adminToken(): Promise<string>;
  /** Starts `instance` again and waits until the proxy has it in rotation; answers how long until ready (ms). */
  restart(instance: Instance): Promise<number>;
}

export interface TwoInstancesOptions {
  /** Names the log files: `<LOG_DIR>/<run>-a.log`, `-b.log`. */
  run: string;
  capacity: number;
  /** More environment for both instances (limits, storage). */
  env?: Record<string, string>;
}

/** Whether something accepts connections at `url`'s host and port (Redis must be up before the instances start). */
function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: 2_000 });
    const answer = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
}

/** The run's limits and throttles leave nothing behind in the machine's Redis. */
async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    for await (const keys of client.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>)
      if (keys.length > 0) await client.del(...keys);
  } finally {
    client.disconnect();
  }
}

export async function openTwoInstances(options: TwoInstancesOptions, cleanup: Cleanup): Promise<TwoInstances> {
  const redisUrl = process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
  if (!(await reachable(redisUrl))) throw new Error(`no Redis at ${redisUrl} (.ci/run starts one; or set REDIS_URL)`);
  const redisPrefix = `guildhall-drill-${randomBytes(6).toString('hex')}:`;
  cleanup.add(`delete the Redis keys ${redisPrefix}*`, () => deleteRedisKeys(redisUrl, redisPrefix));
  const dependencies = await openDependencies({ db: 'postgres', capacity: options.capacity }, cleanup);
  const s3 = await startS3Server({ dir: path.join(dependencies.tempDir, 's3'), buckets: [BUCKET] });
  cleanup.add('close the S3 server', () => s3.close());
  const ports = [await freePort(), await freePort()];
  const proxy = await startRoundRobinProxy([
    { name: 'a', port: ports[0]! },
    { name: 'b', port: ports[1]! },
  ]);
  cleanup.add('close the round-robin proxy', () => proxy.close());

  const jwtSecret = newJwtSecret();
  const instance = async (name: string, port: number): Promise<Instance> => {
    const dataDir = path.join(dependencies.tempDir, `data-${name}`);
    const logFile = newLogFile(`${options.run}-${name}`);
    const env = {
      ...(await apiEnvironment(dependencies, { port, dataDir, publicAppUrl: proxy.base, jwtSecret })),
      TRUST_PROXY: '127.0.0.1',
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      ...s3.env(BUCKET),
      ...options.env,
    };
    return { name, api: new ApiProcess(port, env, logFile, cleanup), logFile };
  };
  const instances = [await instance('a', ports[0]!), await instance('b', ports[1]!)] as const;
  const restart = async ({ name, api }: Instance) => {
    const readyMs = await api.start();
    if (!(await proxy.waitForRotation(name, true, JOIN_ROTATION_MS)))
      throw new Error(`instance ${name} answers /healthz 200, yet the proxy has not taken it back`);
    return readyMs;
  };
  // Both at once, as a deploy starts them (the drill's own connection migrated the database already).
  await Promise.all(instances.map(restart));

  return {
    ...dependencies,
    instances,
    proxy,
    api: { base: proxy.base },
    adminToken: () => signInAdmin(dependencies.traffic, proxy.base),
    restart,
  };
}
