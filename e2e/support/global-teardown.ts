import type { RunningComposition } from '../../scripts/lib/composition';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __GUILDHALL_E2E__?: RunningComposition }).__GUILDHALL_E2E__?.stop();
}
