// A private PostgreSQL cluster for one scenario: initdb in a temporary folder, a free port on 127.0.0.1, and the
// faults an operator sees: a restart, a stop, and a frozen server (every process of the cluster stopped with
// SIGSTOP, as a host under memory pressure or a paused VM would look).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Cleanup } from './cleanup';
import { mustRun, runCommand } from './command';
import { freePort } from '../../api/test/support/payments';

const PG_CTL_TIMEOUT_S = 30;
const DATABASE = 'guildhall';

export interface PostgresCluster {
  port: number;
  /** The API's DATABASE_URL. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  restart(): Promise<void>;
  /** SIGSTOPs every process of the cluster; answers how many. `thaw()` sends SIGCONT to them. */
  freeze(): number;
  thaw(): void;
}

/** The newest installed PostgreSQL's bin folder. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((name) => /^\d+$/.test(name)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`no PostgreSQL under ${root} (apt-get install postgresql)`);
  return path.join(root, newest, 'bin');
}

/** The postgres account's uid and gid: the server refuses to run as root. */
function postgresAccount(): { uid: number; gid: number } {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('no postgres account on this machine');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** The postmaster and every process it forked (backends, checkpointer, walwriter...). */
function clusterProcesses(dataDir: string): number[] {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return [];
  const postmaster = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(postmaster)) return [];
  const children = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // Field 4 of /proc/<pid>/stat is the parent's pid; the command (field 2) may hold spaces, hence the ')'.
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

export async function startPostgresCluster(cleanup: Cleanup): Promise<PostgresCluster> {
  const bin = postgresBin();
  const account = postgresAccount();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'guildhall-drill-pg-'));
  cleanup.add(`remove ${root}`, () => fs.rmSync(root, { recursive: true, force: true }));
  fs.chownSync(root, account.uid, account.gid);
  const dataDir = path.join(root, 'data');
  // Set by the clean-up: a scenario cut at its deadline must not start the server again behind it.
  let retired = false;
  const asPostgres = (tool: string, args: string[]) =>
    mustRun('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], PG_CTL_TIMEOUT_S * 1000 + 5000);
  const pgCtl = (...args: string[]) => {
    if (retired) throw new Error('the scenario is being cleaned up');
    return asPostgres('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(root, 'server.log'),
      '-w',
      '-t',
      String(PG_CTL_TIMEOUT_S),
      ...args,
    ]);
  };

  await asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  fs.appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    `\nlisten_addresses = '127.0.0.1'\nport = ${port}\nunix_socket_directories = '${root}'\n`,
  );
  let frozen: number[] = [];
  const thaw = () => {
    for (const pid of frozen) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // Gone already.
      }
    }
    frozen = [];
  };
  // Registered before the start: a frozen cluster is thawed first, then stopped, whatever state it is left in.
  cleanup.add('stop the private PostgreSQL cluster', async () => {
    retired = true;
    thaw();
    const stopped = await runCommand(
      'runuser',
      ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', '-w', '-t', '20', 'stop'],
      25_000,
    );
    if (stopped.code !== 0) for (const pid of clusterProcesses(dataDir)) process.kill(pid, 'SIGKILL');
  });
  await pgCtl('start');

  await asPostgres('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', DATABASE]);

  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`,
    stop: async () => void (await pgCtl('-m', 'fast', 'stop')),
    start: async () => void (await pgCtl('start')),
    restart: async () => void (await pgCtl('-m', 'fast', 'restart')),
    freeze() {
      frozen = clusterProcesses(dataDir);
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
      return frozen.length;
    },
    thaw,
  };
}
