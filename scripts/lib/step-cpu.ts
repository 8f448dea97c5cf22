// How `npm test` counts a step's CPU time. Where this process may create a cgroup (v2), each step runs in its own and
// its cpu.stat counts every process the step started, also those that outlive their parent (Chromium's helpers,
// the journeys' servers). Elsewhere bash's `times` counts only the processes that were waited for, which leaves
// Chromium out: the two give different shares, so the budget file records which one it was recorded with
// (docs/choices.md, "Tests").
import fs from 'node:fs';
import path from 'node:path';

export type CpuCounter = 'cgroup' | 'times';

/** The cgroup v2 hierarchy's mount: the unified one alone, or beside the v1 controllers. */
function cgroupRoot(): string | null {
  for (const root of ['/sys/fs/cgroup', '/sys/fs/cgroup/unified']) {
    if (fs.existsSync(path.join(root, 'cgroup.controllers'))) return root;
  }
  return null;
}

/** This process's own cgroup v2 folder (the `0::` line of /proc/self/cgroup), where the steps' cgroups go. */
function ownCgroup(root: string): string | null {
  try {
    const line = fs
      .readFileSync('/proc/self/cgroup', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('0::'));
    return line ? path.join(root, line.slice(3)) : null;
  } catch {
    return null;
  }
}

/** The CPU seconds in a cgroup's cpu.stat (`usage_usec`: user and system time of all its processes). */
export function cpuSecondsOfCpuStat(text: string): number {
  const usage = /^usage_usec (\d+)$/m.exec(text);
  return usage ? Number(usage[1]) / 1e6 : 0;
}

export interface StepCgroup {
  /** The folder whose cgroup.procs the step's shell joins before it runs the command. */
  dir: string;
  cpuSeconds(): number;
  /** Ends what the step left running (a leaked server) and removes the cgroup. */
  remove(): void;
}

/** A fresh cgroup for one step, or null where none can be made (no cgroup v2, no permission). */
export function stepCgroup(name: string): StepCgroup | null {
  const root = cgroupRoot();
  const parent = root && ownCgroup(root);
  if (!parent) return null;
  const dir = path.join(parent, `guildhall-test-${process.pid}-${name}`);
  try {
    fs.mkdirSync(dir);
    fs.accessSync(path.join(dir, 'cgroup.procs'), fs.constants.W_OK);
  } catch {
    return null;
  }
  return {
    dir,
    cpuSeconds: () => cpuSecondsOfCpuStat(fs.readFileSync(path.join(dir, 'cpu.stat'), 'utf8')),
    remove() {
      const left = fs.readFileSync(path.join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean);
      for (const pid of left) {
        try {
          process.kill(Number(pid), 'SIGKILL');
        } catch {
          // it ended meanwhile
        }
      }
      // A killed process leaves the cgroup a moment later; a cgroup that cannot go yet is empty and harmless.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        try {
          fs.rmdirSync(dir);
          return;
        } catch {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
        }
      }
    },
  };
}

/** Removes the (empty) step cgroups an earlier run left when it was killed before it could remove them. */
function removeAbandoned(parent: string): void {
  for (const entry of fs.readdirSync(parent)) {
    const owner = /^guildhall-test-(\d+)-/.exec(entry)?.[1];
    if (!owner || isAlive(Number(owner))) continue;
    try {
      fs.rmdirSync(path.join(parent, entry));
    } catch {
      // still has a process in it: it is not abandoned yet
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether this machine's steps can be counted by cgroup (probed once, with a cgroup made and removed). */
export function cpuCounter(): CpuCounter {
  const probe = stepCgroup('probe');
  if (probe) removeAbandoned(path.dirname(probe.dir));
  probe?.remove();
  return probe ? 'cgroup' : 'times';
}
