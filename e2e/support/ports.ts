// Ports of the composition under test: away from the ones a developer's `npm start` uses. E2E_PORT_BASE moves the
// six ports together, so two checkouts can run their journeys side by side.
const base = Number(process.env.E2E_PORT_BASE ?? 18080);

export const E2E_PORTS = {
  SHELL_PORT: base,
  MF_PUBLIC_PORT: base + 1,
  MF_MEMBER_PORT: base + 2,
  MF_ADMIN_PORT: base + 3,
  MF_TICKETS_PORT: base + 4,
  CASHFREE_SANDBOX_PORT: base + 5,
} as const;

export const BASE_URL = `http://localhost:${E2E_PORTS.SHELL_PORT}`;
export const ADMIN_REMOTE_ORIGIN = `http://localhost:${E2E_PORTS.MF_ADMIN_PORT}`;
export const MEMBER_REMOTE_ORIGIN = `http://localhost:${E2E_PORTS.MF_MEMBER_PORT}`;
