// Runs `npm start`'s composition as a child process on given ports with a fresh embedded database, for the e2e
// journeys and the benchmarks. Resolves once /healthz answers.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './build-front-ends';

const STARTUP_TIMEOUT_MS = 180_000;

export interface CompositionPorts {
  SHELL_PORT: number;
  MF_PUBLIC_PORT: number;
  MF_MEMBER_PORT: number;
  MF_ADMIN_PORT: number;
  MF_TICKETS_PORT: number;
  /** The local Cashfree sandbox (used when no Cashfree keys are set). */
  CASHFREE_SANDBOX_PORT: number;
}

export interface RunningComposition {
  baseUrl: string;
  logFile: string;
  stop(): Promise<void>;
}

async function waitForHealth(baseUrl: string, exitReason: () => string | null): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const reason = exitReason();
    if (reason) throw new Error(`The app exited before it was ready: ${reason}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The app did not answer ${baseUrl}/healthz within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const forceKill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** `prebuilt`: the caller built what was stale already (several compositions must not build the same apps at once). */
export async function startComposition(
  ports: CompositionPorts,
  logName: string,
  { prebuilt = false } = {},
): Promise<RunningComposition> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `guildhall-${logName}-`));
  const logFile = path.join(REPO_ROOT, '.e2e-artifacts', `${logName}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...Object.fromEntries(Object.entries(ports).map(([key, port]) => [key, String(port)])),
  };
  delete env.DATABASE_URL; // what `npm start` gives a new user: the embedded database
  // Every journey signs in from 127.0.0.1 within minutes: the per-address limits (tested on their own in the API
  // suites) would refuse the later journeys.
  Object.assign(env, {
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOGIN_RATE_LIMIT: '1000',
    FORM_RATE_LIMIT: '1000',
    ORDER_RATE_LIMIT: '1000',
    VERIFY_RATE_LIMIT: '1000',
  });
  if (prebuilt) env.SKIP_BUILD = '1';

  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  let exitReason: string | null = null;
  child.once('exit', (code, signal) => {
    exitReason = `exit ${code ?? signal}; see ${logFile}`;
  });

  const baseUrl = `http://localhost:${ports.SHELL_PORT}`;
  const stop = async () => {
    await stopChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, () => exitReason);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, logFile, stop };
}
