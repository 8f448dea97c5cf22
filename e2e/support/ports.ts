// Ports of the composition under test: away from the ones a developer's `npm start` uses.
export const E2E_PORTS = {
  SHELL_PORT: 18080,
  MF_PUBLIC_PORT: 18081,
  MF_MEMBER_PORT: 18082,
  MF_ADMIN_PORT: 18083,
  MF_TICKETS_PORT: 18084,
} as const;

export const BASE_URL = `http://localhost:${E2E_PORTS.SHELL_PORT}`;
export const ADMIN_REMOTE_ORIGIN = `http://localhost:${E2E_PORTS.MF_ADMIN_PORT}`;
export const MEMBER_REMOTE_ORIGIN = `http://localhost:${E2E_PORTS.MF_MEMBER_PORT}`;
