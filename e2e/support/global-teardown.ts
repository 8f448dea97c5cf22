import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as { __GUILDHALL_E2E__?: { child: ChildProcess; dataDir: string } }).__GUILDHALL_E2E__;
  if (!state) return;
  const exited = new Promise((resolve) => state.child.once('exit', resolve));
  state.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  fs.rmSync(state.dataDir, { recursive: true, force: true });
}
