import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { cpuCounter, cpuSecondsOfCpuStat, stepCgroup } from './step-cpu';

describe("a step's CPU count", () => {
  it("reads a cgroup's cpu.stat: usage_usec, user and system time together", () => {
    expect(cpuSecondsOfCpuStat('usage_usec 2500000\nuser_usec 2000000\nsystem_usec 500000\n')).toBe(2.5);
    expect(cpuSecondsOfCpuStat('')).toBe(0);
  });

  it('counts by cgroup where one can be made, with the CPU of a process that outlived its parent', () => {
    const cgroup = stepCgroup('jest');
    expect(cpuCounter()).toBe(cgroup ? 'cgroup' : 'times');
    if (!cgroup) return; // this machine counts by bash's times (no cgroup v2 it may write)
    try {
      // The shell starts a busy grandchild in the background and leaves at once, as Chromium's helpers do. The
      // grandchild does a fixed amount of work (~0.7 s of one core here), not a fixed time: on a loaded machine a
      // timed loop gets only a part of a core and less CPU than the check expects.
      const busy = 'i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done';
      spawnSync('bash', ['-c', `echo $$ > "${cgroup.dir}/cgroup.procs"; (bash -c '${busy}' &) ; exit 0`]);
      for (let waited = 0; waited < 300 && fs.readFileSync(`${cgroup.dir}/cgroup.procs`, 'utf8').trim(); waited++)
        spawnSync('sleep', ['0.1']);
      expect(cgroup.cpuSeconds()).toBeGreaterThan(0.2);
    } finally {
      cgroup.remove();
    }
    expect(fs.existsSync(cgroup.dir)).toBe(false);
  }, 40_000); // the wait for the grandchild is bounded at 30 s
});
