import type { RunningComposition } from '../../scripts/lib/composition';

export default async function globalTeardown(): Promise<void> {
  const running = (globalThis as { __GUILDHALL_E2E__?: RunningComposition[] }).__GUILDHALL_E2E__ ?? [];
  await Promise.all(running.map((composition) => composition.stop()));
}
