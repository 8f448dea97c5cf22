import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquirePgliteLock } from '../../src/db/pglite-lock';

describe('acquirePgliteLock', () => {
  let lockFile: string;
  beforeEach(() => {
    lockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'guildhall-lock-')), 'pglite.lock');
  });
  afterEach(() => fs.rmSync(path.dirname(lockFile), { recursive: true, force: true }));

  it('holds the lock with its pid until released', () => {
    const release = acquirePgliteLock(lockFile);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    expect(() => acquirePgliteLock(lockFile)).toThrow(/in use by process/);

    release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('takes over a lock whose process is gone', () => {
    const finished = spawnSync(process.execPath, ['-e', '']);
    fs.writeFileSync(lockFile, String(finished.pid));

    const release = acquirePgliteLock(lockFile);

    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
  });
});
