// Load generation shared by the benchmarks: `jobs` requests over `workers` concurrent workers.

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** Runs `jobs` calls of `job` over `workers` workers; answers the sorted latencies (ms) and the elapsed seconds. */
export async function runConcurrently(workers: number, jobs: number, job: (index: number) => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < jobs) {
        const index = next++;
        const at = performance.now();
        await job(index);
        latencies.push(performance.now() - at);
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), seconds: (performance.now() - started) / 1000 };
}

/**
 * Open loop: `clients` callers, each starting a call about every `intervalMs` (each gap drawn uniformly from 0.5x
 * to 1.5x, so arrivals are jittered), for `seconds`, whether or not its previous call has answered. A latency is
 * measured from the moment the call was due, not when the timer fired, so a stalled process counts against it.
 */
export async function runPaced(
  { clients, intervalMs, seconds }: { clients: number; intervalMs: number; seconds: number },
  job: (index: number) => Promise<void>,
) {
  const latencies: number[] = [];
  const calls: Promise<void>[] = [];
  let next = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      let due = started + Math.random() * intervalMs;
      while (due < end) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const at = due;
        const index = next++;
        calls.push(job(index).then(() => void latencies.push(performance.now() - at)));
        due += intervalMs * (0.5 + Math.random());
      }
    }),
  );
  await Promise.all(calls);
  return { latencies: latencies.sort((a, b) => a - b), calls: next, seconds };
}
