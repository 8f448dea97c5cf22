// Starts `npm start`'s composition once per worker for the whole e2e run, each with a fresh embedded database.
import { buildFrontEnds } from '../../scripts/lib/build-front-ends';
import { startComposition } from '../../scripts/lib/composition';
import { compositionName, compositionPorts, E2E_WORKERS } from './ports';

export default async function globalSetup(): Promise<void> {
  buildFrontEnds(); // what is stale, once, before the compositions serve the same dist folders
  const started = await Promise.allSettled(
    Array.from({ length: E2E_WORKERS }, (_, index) =>
      startComposition(compositionPorts(index), compositionName(index), { prebuilt: true }),
    ),
  );
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  Object.assign(globalThis, { __GUILDHALL_E2E__: running });
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(running.map((composition) => composition.stop()));
    throw failed.reason;
  }
}
