// Starts `npm start`'s composition once for the whole e2e run, with a fresh embedded database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BASE_URL, E2E_PORTS } from './ports';

const STARTUP_TIMEOUT_MS = 180_000;

async function waitForHealth(deadline: number, exited: () => string | null): Promise<void> {
  while (Date.now() < deadline) {
    const exitReason = exited();
    if (exitReason) throw new Error(`The app exited before it was ready: ${exitReason}`);
    try {
      const response = await fetch(`${BASE_URL}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The app did not answer ${BASE_URL}/healthz within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

export default async function globalSetup(): Promise<void> {
  const repoRoot = path.resolve(__dirname, '../..');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guildhall-e2e-'));
  const logFile = path.join(repoRoot, '.e2e-artifacts', 'app.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');

  const env: NodeJS.ProcessEnv = { ...process.env, ...Object.fromEntries(Object.entries(E2E_PORTS).map(([k, v]) => [k, String(v)])) };
  delete env.DATABASE_URL; // the journeys run on what `npm start` gives a new user: the embedded database
  env.DATA_DIR = dataDir;
  env.NODE_ENV = 'development';

  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { cwd: repoRoot, env, stdio: ['ignore', log, log] });
  let exitReason: string | null = null;
  child.on('exit', (code, signal) => {
    exitReason = `exit ${code ?? signal}; see ${logFile}`;
  });
  await waitForHealth(Date.now() + STARTUP_TIMEOUT_MS, () => exitReason);
  Object.assign(globalThis, { __GUILDHALL_E2E__: { child, dataDir } });
}
