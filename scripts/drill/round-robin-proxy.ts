// A small round-robin HTTP reverse proxy in front of several API instances, set up as an operator would set up nginx:
// X-Forwarded-For (appended), -Proto and -Host added; request bodies buffered, so that a request can go to another
// instance; passive health (an instance that refuses the connection leaves the rotation and the request goes to the
// next one, like `proxy_next_upstream error`: only when it never reached the instance); and an active /healthz poll
// that takes an instance out on a 503 or no answer and puts it back on a 200. It listens on 127.0.0.1 only and
// names the instance that answered in a response header (UPSTREAM_HEADER).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { UPSTREAM_HEADER } from './traffic';
import { sleep } from './wait';

export interface UpstreamAddress {
  name: string;
  port: number;
}

export interface ProxyOptions {
  /**
   * The active health check's period (nginx Plus `health_check interval`, HAProxy `inter`); null: passive health
   * only, as open-source nginx does it.
   */
  healthEveryMs?: number | null;
  /** Passive health only: an instance taken out is tried again after this long (nginx's `fail_timeout`). */
  failTimeoutMs?: number;
  /** A /healthz without an answer this long counts as unhealthy. */
  healthTimeoutMs?: number;
  /** nginx's proxy_read_timeout: an instance that holds a request longer is answered 504. */
  answerTimeoutMs?: number;
}

export interface UpstreamState extends UpstreamAddress {
  inRotation: boolean;
  /** Requests it answered. */
  answered: number;
  /** Requests that could not reach it (connection refused) and went to another instance. */
  refused: number;
}

export interface RotationChange {
  at: number;
  upstream: string;
  inRotation: boolean;
  why: string;
}

/** A request that reached an instance and got no answer from it (answered 502 or 504 by the proxy). */
export interface LostRequest {
  at: number;
  upstream: string;
  request: string;
  /** The connection's error (ECONNRESET...). */
  error: string;
  /** Sent on a kept-alive connection, or on a new one. */
  connection: 'kept-alive' | 'new';
}

export interface RoundRobinProxy {
  port: number;
  base: string;
  upstreams: readonly UpstreamState[];
  /** Every time an instance left or joined the rotation, in order. */
  changes: readonly RotationChange[];
  lost: readonly LostRequest[];
  /** Waits until `name` is (or is not) in rotation; false when `timeoutMs` passed first. */
  waitForRotation(name: string, inRotation: boolean, timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';
/** Above the API's largest upload (docs/choices.md, "Uploads"): nginx's client_max_body_size. */
const MAX_BODY_BYTES = 64 * 1024 * 1024;
/** Headers of one connection, never forwarded (RFC 9110, 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

function withoutHopByHop(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

/** The request's headers as nginx's usual `proxy_set_header` lines send them on. */
function forwardedHeaders(request: http.IncomingMessage, body: Buffer): http.OutgoingHttpHeaders {
  const client = request.socket.remoteAddress ?? '';
  const earlier = request.headers['x-forwarded-for'];
  const hadBody = body.length > 0 || request.headers['content-length'] !== undefined;
  return {
    ...withoutHopByHop(request.headers),
    'x-forwarded-for': earlier ? `${String(earlier)}, ${client}` : client,
    'x-forwarded-proto': 'http',
    'x-forwarded-host': request.headers.host ?? '',
    // The body was buffered whole: its length replaces a chunked transfer.
    ...(hadBody ? { 'content-length': String(body.length) } : {}),
  };
}

function readBody(request: http.IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    request.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > MAX_BODY_BYTES) return resolve(undefined);
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function answerError(response: http.ServerResponse, status: number, message: string): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
  response.end(JSON.stringify({ success: false, message }));
}

type Outcome = 'answered' | 'refused';

export async function startRoundRobinProxy(
  addresses: readonly UpstreamAddress[],
  { healthEveryMs = 250, failTimeoutMs = 10_000, healthTimeoutMs = 2_000, answerTimeoutMs = 60_000 }: ProxyOptions = {},
): Promise<RoundRobinProxy> {
  const upstreams: UpstreamState[] = addresses.map((address) => ({
    ...address,
    inRotation: true,
    answered: 0,
    refused: 0,
  }));
  // Kept-alive connections to each instance (nginx's `keepalive` in an upstream block).
  const agents = new Map(upstreams.map((upstream) => [upstream, new http.Agent({ keepAlive: true })]));
  const changes: RotationChange[] = [];
  const lost: LostRequest[] = [];
  const failTimers = new Set<NodeJS.Timeout>();
  const setRotation = (upstream: UpstreamState, inRotation: boolean, why: string) => {
    if (upstream.inRotation === inRotation) return;
    upstream.inRotation = inRotation;
    changes.push({ at: Date.now(), upstream: upstream.name, inRotation, why });
    if (inRotation || healthEveryMs !== null) return;
    const timer = setTimeout(() => {
      failTimers.delete(timer);
      setRotation(upstream, true, `fail_timeout (${failTimeoutMs / 1000} s) over`);
    }, failTimeoutMs);
    failTimers.add(timer);
  };

  let turn = 0;
  /** The next instance in rotation not tried yet for this request; when none is in rotation, any not tried yet. */
  const pick = (tried: ReadonlySet<UpstreamState>) => {
    const untried = upstreams.filter((upstream) => !tried.has(upstream));
    const healthy = untried.filter((upstream) => upstream.inRotation);
    const pool = healthy.length ? healthy : untried;
    return pool.length ? pool[turn++ % pool.length] : undefined;
  };

  function forward(
    upstream: UpstreamState,
    request: http.IncomingMessage,
    body: Buffer,
    response: http.ServerResponse,
  ): Promise<Outcome> {
    return new Promise((resolve) => {
      let reached: LostRequest['connection'] | undefined;
      const outgoing = http.request({
        host: HOST,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: forwardedHeaders(request, body),
        agent: agents.get(upstream),
      });
      outgoing.on('socket', (socket) => {
        if (!socket.connecting) reached = 'kept-alive';
        else socket.once('connect', () => (reached = 'new'));
      });
      const timer = setTimeout(() => outgoing.destroy(new Error('timeout')), answerTimeoutMs);
      // The client went away: so does its request to the instance.
      response.on('close', () => {
        if (!response.writableFinished) outgoing.destroy();
      });
      outgoing.on('error', (error) => {
        clearTimeout(timer);
        if (!reached) return resolve('refused');
        lost.push({
          at: Date.now(),
          upstream: upstream.name,
          request: `${request.method} ${request.url}`,
          error: (error as NodeJS.ErrnoException).code ?? error.message,
          connection: reached,
        });
        const timedOut = error.message === 'timeout';
        answerError(
          response,
          timedOut ? 504 : 502,
          timedOut
            ? `The API instance did not answer within ${answerTimeoutMs / 1000} s.`
            : 'The API instance closed the connection before answering.',
        );
        resolve('answered');
      });
      outgoing.on('response', (answer) => {
        clearTimeout(timer);
        upstream.answered++;
        response.writeHead(answer.statusCode ?? 502, {
          ...withoutHopByHop(answer.headers),
          [UPSTREAM_HEADER]: upstream.name,
        });
        answer.pipe(response);
        answer.on('error', () => response.destroy());
        answer.on('close', () => resolve('answered'));
      });
      outgoing.end(body);
    });
  }

  const server = http.createServer((request, response) => {
    void (async () => {
      const body = await readBody(request).catch(() => undefined);
      if (!body) return answerError(response, 413, 'The request is too large or was cut off.');
      const tried = new Set<UpstreamState>();
      for (let upstream = pick(tried); upstream; upstream = pick(tried)) {
        tried.add(upstream);
        if ((await forward(upstream, request, body, response)) === 'answered') return;
        upstream.refused++;
        setRotation(upstream, false, 'connection refused');
      }
      answerError(response, 502, 'No API instance could be reached.');
    })();
  });

  let closed = false;
  const probe = (upstream: UpstreamState) =>
    new Promise<{ healthy: boolean; why: string }>((resolve) => {
      const check = http.get(
        { host: HOST, port: upstream.port, path: '/healthz', agent: false, timeout: healthTimeoutMs },
        (answer) => {
          answer.resume();
          resolve({ healthy: answer.statusCode === 200, why: `/healthz ${answer.statusCode}` });
        },
      );
      check.on('timeout', () => check.destroy(new Error(`no answer within ${healthTimeoutMs} ms`)));
      check.on('error', (error) => resolve({ healthy: false, why: `/healthz: ${error.message}` }));
    });
  const polls = upstreams.map(async (upstream) => {
    while (!closed && healthEveryMs !== null) {
      const { healthy, why } = await probe(upstream);
      if (!closed) setRotation(upstream, healthy, why);
      await sleep(healthEveryMs);
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    base: `http://${HOST}:${port}`,
    upstreams,
    changes,
    lost,
    async waitForRotation(name, inRotation, timeoutMs) {
      const upstream = upstreams.find((each) => each.name === name);
      const deadline = Date.now() + timeoutMs;
      while (upstream?.inRotation !== inRotation) {
        if (Date.now() >= deadline) return false;
        await sleep(50);
      }
      return true;
    },
    async close() {
      closed = true;
      await Promise.all(polls);
      for (const timer of failTimers) clearTimeout(timer);
      for (const agent of agents.values()) agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
