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
 * Graceful shutdown of a Fastify server (docs/choices.md, "Faults"): new requests are answered 503 (Fastify's
 * return503OnClosing, so /healthz turns not ready), requests in flight finish, and connections close as soon as
 * they are idle. Node closes idle keep-alive connections once when closing starts; a connection whose request ends
 * later would otherwise stay open until its keep-alive timeout (72 s in Fastify), so idle ones are swept until the
 * server has closed, and after DRAIN_MS every connection is cut.
 */
/** Not ready first, then closed (see READINESS_GRACE_MS). */
export async function closeGracefully(app: FastifyInstance & { beginDraining(): void }): Promise<void> {
  app.beginDraining();
  await new Promise((resolve) => setTimeout(resolve, READINESS_GRACE_MS));
  await app.close();
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
