// The front-end apps of the composition, their federation names and where each one is served.

export interface FrontEndApp {
  /** npm workspace (folder) name. */
  workspace: 'shell' | 'mf-public' | 'mf-member' | 'mf-admin' | 'mf-tickets';
  /** Module Federation container name. */
  federationName: string;
  /** Environment variable that overrides the port. */
  portEnv: string;
  defaultPort: number;
}

export const SHELL: FrontEndApp = {
  workspace: 'shell',
  federationName: 'shell',
  portEnv: 'SHELL_PORT',
  defaultPort: 8080,
};

export const REMOTES: readonly FrontEndApp[] = [
  { workspace: 'mf-public', federationName: 'mf_public', portEnv: 'MF_PUBLIC_PORT', defaultPort: 8081 },
  { workspace: 'mf-member', federationName: 'mf_member', portEnv: 'MF_MEMBER_PORT', defaultPort: 8082 },
  { workspace: 'mf-admin', federationName: 'mf_admin', portEnv: 'MF_ADMIN_PORT', defaultPort: 8083 },
  { workspace: 'mf-tickets', federationName: 'mf_tickets', portEnv: 'MF_TICKETS_PORT', defaultPort: 8084 },
];

export const FRONT_END_APPS: readonly FrontEndApp[] = [SHELL, ...REMOTES];

export function portOf(app: FrontEndApp, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[app.portEnv];
  const port = raw ? Number(raw) : app.defaultPort;
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`${app.portEnv} must be a port number, got '${raw}'`);
  return port;
}

/** The host name used in the URLs handed to browsers (remotes.json, printed links). */
export function publicHost(env: NodeJS.ProcessEnv = process.env): string {
  return env.PUBLIC_HOST ?? 'localhost';
}

/**
 * remotes.json: each remote's manifest URL. `<FEDERATION_NAME>_MANIFEST_URL` (e.g. MF_ADMIN_MANIFEST_URL) points a
 * remote elsewhere — a CDN, another team's deployment — without rebuilding anything.
 */
export function remotesManifest(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    REMOTES.map((remote) => {
      const override = env[`${remote.federationName.toUpperCase()}_MANIFEST_URL`];
      return [remote.federationName, override ?? `http://${publicHost(env)}:${portOf(remote, env)}/mf-manifest.json`];
    }),
  );
}
