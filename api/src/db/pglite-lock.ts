import fs from 'node:fs';

/**
 * PGlite is single-process: two servers writing one data directory corrupt it. The lock file holds the owner's
 * pid; a lock whose process is gone (a crash, a kill -9) is taken over.
 */
export function acquirePgliteLock(lockFile: string): () => void {
  const pid = String(process.pid);
  try {
    fs.writeFileSync(lockFile, pid, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
    if (isRunning(owner)) {
      throw new Error(
        `The database in ${lockFile.replace(/\.lock$/, '')} is in use by process ${owner}. ` +
          'Stop that server, or set DATA_DIR (or DATABASE_URL) to use another database.',
        { cause: error },
      );
    }
    // Stale: remove it, then claim it exclusively so that two servers taking it over at once cannot both win.
    fs.rmSync(lockFile, { force: true });
    fs.writeFileSync(lockFile, pid, { flag: 'wx' });
  }
  return () => {
    if (readOwner(lockFile) === pid) fs.rmSync(lockFile, { force: true });
  };
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockFile: string): string | undefined {
  try {
    return fs.readFileSync(lockFile, 'utf8');
  } catch {
    return undefined;
  }
}
