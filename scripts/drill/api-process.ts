// The API as production runs it: `api/src/server.ts` in a process of its own, with its own DATA_DIR and ports, that
// the drill can kill -9, stop with SIGTERM and start again on the same data.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Cleanup } from './cleanup';
import { sleep } from './wait';

const API_DIR = path.resolve(__dirname, '../../api');
/** Opening PGlite after a crash replays its WAL: allow for it on a loaded 2-core machine. */
const READY_TIMEOUT_MS = 120_000;
/** Only what a process needs from the drill's own environment: never a DATABASE_URL or keys set for something else. */
const INHERITED = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** When the process ended (Date.now()). */
  at: number;
}

export class ApiProcess {
  readonly base: string;
  private child: ChildProcess | undefined;
  private exited: Promise<Exit> | undefined;
  /** Set by the clean-up: a scenario cut at its deadline must not start a process nobody will stop. */
  private retired = false;
  starts = 0;

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly logFile: string,
    cleanup: Cleanup,
  ) {
    this.base = `http://127.0.0.1:${port}`;
    cleanup.add('kill the API process', () => {
      this.retired = true;
      return this.kill();
    });
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Whether the process is running (it has not exited). */
  get alive(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /**
   * Starts the server and waits until /healthz answers 200; answers how long that took (ms). One process, not the
   * tsx CLI (which runs the server in a child of its own): signals then reach the server itself, and kill -9 kills it.
   */
  async start(): Promise<number> {
    if (this.alive) throw new Error('the API is already running');
    if (this.retired) throw new Error('the scenario is being cleaned up');
    const started = Date.now();
    const log = fs.openSync(this.logFile, 'a');
    const env = Object.fromEntries(INHERITED.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: { ...env, ...this.env },
      // A process group of its own: Ctrl-C in the drill's terminal does not reach it, the drill decides.
      detached: true,
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    this.child = child;
    this.starts++;
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
    );
    while (Date.now() - started < READY_TIMEOUT_MS) {
      if (!this.alive) throw new Error(`the API exited while starting (see ${this.logFile})`);
      if (await this.healthy()) return Date.now() - started;
      await sleep(200);
    }
    throw new Error(`the API was not ready within ${READY_TIMEOUT_MS / 1000} s (see ${this.logFile})`);
  }

  async healthy(): Promise<boolean> {
    try {
      const response = await fetch(`${this.base}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      return response.status === 200;
    } catch {
      return false;
    }
  }

  /** Sends `signal` to the server; answers when it did (Date.now()). */
  signal(signal: NodeJS.Signals): number {
    if (!this.child?.pid || !this.alive) throw new Error('the API is not running');
    process.kill(this.child.pid, signal);
    return Date.now();
  }

  /** Waits for the process to end, at most `timeoutMs`; null when it is still running then. */
  async waitForExit(timeoutMs: number): Promise<Exit | null> {
    if (!this.exited) return null;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
    const exit = await Promise.race([this.exited, timeout]);
    clearTimeout(timer);
    return exit;
  }

  /** kill -9 of the server's whole process group; answers once it is gone. */
  async kill(): Promise<void> {
    if (!this.child?.pid || !this.alive) return;
    try {
      process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      // Exited meanwhile.
    }
    await this.waitForExit(10_000);
  }

  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
  async stop(graceMs = 20_000): Promise<Exit | null> {
    if (!this.alive) return null;
    this.signal('SIGTERM');
    const exit = await this.waitForExit(graceMs);
    if (!exit) await this.kill();
    return exit;
  }
}
