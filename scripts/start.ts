// `npm start`: builds what is stale, opens the database (migrations + demo data on an empty one), serves the
// shell and the API on one origin and every remote from its own origin, as they would be deployed.
import path from 'node:path';
import { buildFrontEnds, REPO_ROOT } from './lib/build-front-ends';
import { locallyServedRemotes, REMOTES, SHELL, portOf, publicHost, remoteEntries } from './lib/apps';
import { registerShellHosting } from './hosting/shell-host';
import { REMOTE_ROUTES } from '../shell/src/routes/route-table';
import { isNavbarHiddenOn } from '../shell/src/navbar/nav-rules';
import { startRemoteHost } from './hosting/remote-host';
import { buildApp, DEMO_ACCOUNTS, loadConfig, openDatabase, seedOnStart } from '../api/src';
import { DEFAULT_ADMIN_SECRET } from '../api/src/config';
import { startPaymentsSandbox } from '../api/src/sandbox/start';
import { closeGracefully, exitOnSignals } from '../api/src/shutdown';

async function main(): Promise<void> {
  if (!process.env.SKIP_BUILD) buildFrontEnds();

  const config = loadConfig();
  const database = await openDatabase(config);
  const seeded = await seedOnStart(database, config, (line) => console.warn(line));

  // Loopback by default: the demo accounts should not be reachable from the network (API_HOST=0.0.0.0 to expose,
  // with private secrets: loadConfig refuses the development ones where others can reach the server).
  const listenHost = config.host;
  const remotes = remoteEntries();
  const app = buildApp({
    db: database,
    config,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    backgroundJobs: true,
    // Without SMTP_URL e-mails are files: say where each one went, with its link.
    notice: (line) => console.log(line),
  });
  await registerShellHosting(app, {
    shellDist: path.join(REPO_ROOT, SHELL.workspace, 'dist'),
    remotes,
    apiBaseUrl: process.env.API_BASE_URL ?? '',
    routes: REMOTE_ROUTES,
    navbarHiddenOn: isNavbarHiddenOn,
    cashfreeCheckout: config.payments?.provider === 'cashfree',
  });
  const shellPort = portOf(SHELL);
  await app.listen({ port: shellPort, host: listenHost });

  const sandbox = await startPaymentsSandbox(config);
  // A remote whose entry URL points elsewhere (a CDN in production) is not served from here.
  const remoteHosts = await Promise.all(
    locallyServedRemotes().map((remote) =>
      startRemoteHost(path.join(REPO_ROOT, remote.workspace, 'dist'), portOf(remote), listenHost),
    ),
  );

  const url = `http://${publicHost()}:${shellPort}`;
  console.log(
    [
      '',
      `Guildhall is running at ${url}  (API ${url}/api, docs ${url}/api/docs)`,
      `Database: ${database.kind}${seeded ? ' (demo data seeded)' : ''}`,
      ...REMOTES.map((remote) => `  ${remote.workspace.padEnd(10)} ${remotes[remote.federationName]}`),
      `Payments: ${sandbox ? `local Cashfree sandbox ${sandbox.publicUrl} (no money moves; set CASHFREE_CLIENT_ID/SECRET for Cashfree)` : `Cashfree ${config.payments?.provider === 'cashfree' ? config.payments.mode : 'off'}`}`,
      ...(config.seedDemoData
        ? [
            'Demo accounts:',
            `  member  ${url}/auth        ${DEMO_ACCOUNTS.member.email} (or LPU ID ${DEMO_ACCOUNTS.member.lpuId}) / ${DEMO_ACCOUNTS.member.password}`,
            `  admin   ${url}/admin/auth  ${DEMO_ACCOUNTS.admin.fullname} / ${DEMO_ACCOUNTS.admin.password}, secret key ${config.adminSecret === DEFAULT_ADMIN_SECRET ? DEFAULT_ADMIN_SECRET : '(ADMIN_SECRET)'}`,
          ]
        : []),
      '',
    ].join('\n'),
  );

  exitOnSignals(async () => {
    // The sandbox last: requests in flight may still call it.
    const api = closeGracefully(app).finally(() => sandbox?.close());
    await Promise.allSettled([api, ...remoteHosts.map((host) => host.close())]);
    await database.close();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
