// Ports of the compositions under test: away from the ones a developer's `npm start` uses. E2E_PORT_BASE moves them
// together, so two checkouts can run their journeys side by side.
//
// The journeys run in E2E_WORKERS Playwright workers, each against a composition (and embedded database) of its own:
// worker N (Playwright's TEST_PARALLEL_INDEX) uses the ports from E2E_PORT_BASE + 10 N. The global setup starts one
// composition per worker before any journey runs.
import type { CompositionPorts } from '../../scripts/lib/composition';

const base = Number(process.env.E2E_PORT_BASE ?? 18080);
/** Two: the journeys mostly wait on the browser and the server, so two keep a 2-core machine busy. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export function compositionPorts(workerIndex: number): CompositionPorts {
  const first = base + 10 * workerIndex;
  return {
    SHELL_PORT: first,
    MF_PUBLIC_PORT: first + 1,
    MF_MEMBER_PORT: first + 2,
    MF_ADMIN_PORT: first + 3,
    MF_TICKETS_PORT: first + 4,
    CASHFREE_SANDBOX_PORT: first + 5,
  };
}

/** The name of worker N's composition, and of its log in .e2e-artifacts/. */
export const compositionName = (workerIndex: number) => `e2e-app-${workerIndex}`;

/** This worker's index (the runner process itself, outside any worker, reads worker 0's composition). */
const WORKER_INDEX = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const E2E_PORTS = compositionPorts(WORKER_INDEX);
export const COMPOSITION_NAME = compositionName(WORKER_INDEX);

export const BASE_URL = `http://localhost:${E2E_PORTS.SHELL_PORT}`;
export const ADMIN_REMOTE_ORIGIN = `http://localhost:${E2E_PORTS.MF_ADMIN_PORT}`;
export const MEMBER_REMOTE_ORIGIN = `http://localhost:${E2E_PORTS.MF_MEMBER_PORT}`;
