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
