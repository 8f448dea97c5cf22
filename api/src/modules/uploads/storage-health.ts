import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface WritableCheck {
  writable: boolean;
  /** Bytes free for this process on the uploads disk, when the system says. */
  freeBytes?: number;
  /** Why the folder is not writable (the system's message). */
  error?: string;
}

/** Writes and removes a tiny file where uploads arrive, and reads the free space of that disk (for /healthz). */
export async function checkWritable(incomingDir: string): Promise<WritableCheck> {
  const freeBytes = await fs.promises.statfs(incomingDir).then(
    (stats) => stats.bavail * stats.bsize,
    () => undefined,
  );
  const probe = path.join(incomingDir, `.probe-${randomBytes(6).toString('hex')}`);
  try {
    await fs.promises.writeFile(probe, 'ok');
    return { writable: true, freeBytes };
  } catch (error) {
    return { writable: false, freeBytes, error: (error as Error).message };
  } finally {
    await fs.promises.rm(probe, { force: true }).catch(() => undefined);
  }
}
