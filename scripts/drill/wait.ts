// Bounded waiting: every wait in the drill has a deadline, so a fault the API does not survive ends the scenario
// instead of hanging it.

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class DeadlineError extends Error {
  constructor(what: string, ms: number) {
    super(`${what}: no result within ${(ms / 1000).toFixed(0)} s`);
    this.name = 'DeadlineError';
  }
}

/** `promise`, or a DeadlineError once `ms` have passed (the promise itself is left to settle on its own). */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(what, ms)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** Polls `check` until it answers true; false when `timeoutMs` passed first. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  { timeoutMs, intervalMs = 100 }: { timeoutMs: number; intervalMs?: number },
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await sleep(intervalMs);
  }
}

/** Runs `job(index)` for every index below `jobs`, `workers` at a time, until done or `shouldStop()` says so. */
export async function runPool(
  workers: number,
  jobs: number,
  job: (index: number) => Promise<void>,
  shouldStop: () => boolean = () => false,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(workers, jobs) }, async () => {
      while (next < jobs && !shouldStop()) await job(next++);
    }),
  );
}
