// The front-end apps of the composition, their federation names and where each one is served.
import { REMOTE_NAMES, REMOTES as FEDERATED_REMOTES, type RemoteName } from '@guildhall/contracts/federation';

export interface FrontEndApp {
  /** npm workspace (folder) name. */
  workspace: 'shell' | (typeof FEDERATED_REMOTES)[RemoteName]['workspace'];
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

/** The remotes, from the one list in @guildhall/contracts/federation. */
export const REMOTES: readonly FrontEndApp[] = REMOTE_NAMES.map((name) => ({
  workspace: FEDERATED_REMOTES[name].workspace,
  federationName: name,
  portEnv: `${name.toUpperCase()}_PORT`,
  defaultPort: FEDERATED_REMOTES[name].defaultPort,
}));

export const FRONT_END_APPS: readonly FrontEndApp[] = [SHELL, ...REMOTES];

/**
 * MUI X: every remote that draws a grid or a chart provides both keys (the same version), and the share scope keeps
 * the first one registered for the whole visit, so the grid and the charts (and the MUI X internals they share) come
 * from one build. A remote providing only one of them could pair it with another build's other: the internals would
 * download twice (muiXProvidedApart fails the build).
 */
export const MUI_X_KEYS: readonly string[] = ['@guildhall/ui/data-grid', '@guildhall/ui/charts'];

/** The remotes (by shared keys, from their built manifests) that provide some of MUI_X_KEYS but not all. */
export function muiXProvidedApart(sharedKeysByRemote: Record<string, readonly string[]>): string[] {
  return Object.entries(sharedKeysByRemote).flatMap(([remote, keys]) => {
    const provided = MUI_X_KEYS.filter((key) => keys.includes(key));
    return provided.length > 0 && provided.length < MUI_X_KEYS.length
      ? [
          `${remote} provides ${provided.join(', ')} but not ${MUI_X_KEYS.filter((key) => !provided.includes(key)).join(', ')}`,
        ]
      : [];
  });
}

/**
 * The shared modules only remotes provide, by design (the shell draws no form, grid or chart): the first remote of a
 * visit that needs one provides it to the others. Every other key the shell provides too, and remotes use its copy.
 */
export const PROVIDED_BY_REMOTES: readonly string[] = [
  '@guildhall/ui',
  '@guildhall/ui/form',
  'react-hook-form',
  ...MUI_X_KEYS,
  // The icons more than one remote draws.
  '@guildhall/ui/icons',
];

/**
 * The shared modules the shell renders the page's root with (React, emotion, the theme, the router, the session, the
 * query cache): in the share scope before any remote starts, on every page. All singletons, so a remote never uses
 * a copy of its own whatever the versions: its production build leaves their fallbacks out (`import: false`), and
 * `npm run build` fails if the shell's build stops providing one.
 */
export const SHELL_PLATFORM_KEYS: readonly string[] = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@emotion/react',
  '@emotion/styled',
  '@mui/styled-engine',
  '@tanstack/react-query',
  '@guildhall/shared-session',
  '@guildhall/shared-session/http',
  '@guildhall/ui/providers',
  '@guildhall/ui/router',
  '@guildhall/ui/styles',
];

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
 * remotes.json: each remote's remoteEntry.js URL. `<FEDERATION_NAME>_ENTRY_URL` (e.g. MF_ADMIN_ENTRY_URL) points a
 * remote elsewhere — a CDN, another team's deployment — without rebuilding anything.
 */
export function remoteEntries(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    REMOTES.map((remote) => [
      remote.federationName,
      entryOverride(remote, env) ?? `http://${publicHost(env)}:${portOf(remote, env)}/remoteEntry.js`,
    ]),
  );
}

/** The remotes this machine serves itself: those no `<FEDERATION_NAME>_ENTRY_URL` points elsewhere (a CDN). */
export function locallyServedRemotes(env: NodeJS.ProcessEnv = process.env): FrontEndApp[] {
  return REMOTES.filter((remote) => !entryOverride(remote, env));
}

function entryOverride(remote: FrontEndApp, env: NodeJS.ProcessEnv): string | undefined {
  return env[`${remote.federationName.toUpperCase()}_ENTRY_URL`];
}
