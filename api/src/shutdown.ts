import type { FastifyInstance } from 'fastify';

/** The process exits within this long after SIGTERM, whatever is still open (an orchestrator kills at ~30 s). */
export const SHUTDOWN_DEADLINE_MS = 15_000;
/**
 * Between a shutdown's start and the server closing, /healthz answers 503 while requests are still served: a load
 * balancer polling it stops sending new ones before connections are refused.
 */
export const READINESS_GRACE_MS = 2_000;
/** In-flight requests get this long to finish before their connections are cut. */
const DRAIN_MS = 10_000;
const IDLE_SWEEP_MS = 200;

/**
 * Graceful shutdown of a Fastify server (docs/choices.md, "Faults"): /healthz turns not ready and every answer
 * closes its connection (closeConnectionsWhileDraining); READINESS_GRACE_MS later the server stops listening (a new
 * connection is refused, which a proxy retries on another instance), requests in flight and those reaching it on
 * connections already open are served (SERVE_WHILE_CLOSING), and connections close as soon as they are idle. Node
 * closes idle keep-alive connections once when closing starts; a connection whose request ends later would otherwise
 * stay open until its keep-alive timeout (72 s in Fastify), so idle ones are swept until the server has closed, and
 * after DRAIN_MS every connection is cut.
 */
/** Not ready first, then closed (see READINESS_GRACE_MS). */
export async function closeGracefully(app: FastifyInstance & { beginDraining(): void }): Promise<void> {
  app.beginDraining();
  await new Promise((resolve) => setTimeout(resolve, READINESS_GRACE_MS));
  await app.close();
}

/**
 * Fastify's options for this shutdown: a request that reaches the server once it is closing (on a connection the
 * server accepted just before it stopped listening) is served like any other, its answer closing the connection;
 * Fastify's default answers it 503, which a proxy may not retry on another instance for a POST.
 */
export const SERVE_WHILE_CLOSING = { return503OnClosing: false } as const;

/**
 * From the moment a shutdown begins, every answer closes its connection (`Connection: close`). Node answers the
 * requests still in flight when the server closes with keep-alive, and a proxy that sends its next request on such a
 * connection a moment later meets a closing server (a reset, or Fastify's 503), which it may not retry on another
 * instance for a POST. On a closed connection it opens a new one instead, which the closed server refuses, and a refused
 * connection is retried elsewhere (nginx's `proxy_next_upstream error`). docs/choices.md, "Faults".
 */
export function closeConnectionsWhileDraining(app: FastifyInstance, draining: () => boolean): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining()) reply.header('connection', 'close');
    done(null, payload);
  });
}

export function drainConnectionsOnClose(app: FastifyInstance): void {
  app.addHook('preClose', (done) => {
    const server = app.server;
    if (!server.listening) return done();
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cut = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
    server.once('close', () => {
      clearInterval(sweep);
      clearTimeout(cut);
    });
    done();
  });
}

/**
 * Runs `shutdown` on the first SIGTERM or SIGINT and exits 0 when it is done; exits 1 if it has not finished by
 * SHUTDOWN_DEADLINE_MS (a stuck dependency must not keep a stopped server alive).
 */
export function exitOnSignals(shutdown: () => Promise<void>, log: (line: string) => void = console.log): void {
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    log(`${signal}: shutting down (at most ${SHUTDOWN_DEADLINE_MS / 1000} s)`);
    setTimeout(() => {
      log(`shutdown did not finish within ${SHUTDOWN_DEADLINE_MS / 1000} s: exiting`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}
