import fs from 'node:fs';
import path from 'node:path';

const INCOMING = '.incoming';

/** Copies the stored files of `uploadsDir` (not the unfinished ones) to `to`, keeping their dates; answers how many. */
export async function copyUploads(uploadsDir: string, to: string): Promise<number> {
  await fs.promises.mkdir(to, { recursive: true });
  if (!fs.existsSync(uploadsDir)) return 0;
  await fs.promises.cp(uploadsDir, to, {
    recursive: true,
    // Dates matter: the orphan sweep never removes a file younger than an hour.
    preserveTimestamps: true,
    filter: (source) => path.relative(uploadsDir, source).split(path.sep)[0] !== INCOMING,
  });
  return countFiles(to);
}

/** Whether the uploads folder holds any stored file. */
export const hasUploads = (uploadsDir: string) => fs.existsSync(uploadsDir) && countFiles(uploadsDir) > 0;

function countFiles(dir: string): number {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && path.relative(dir, entry.parentPath).split(path.sep)[0] !== INCOMING).length;
}

/**
 * Puts a copy of a backup's `from` folder in place of `uploadsDir`. The copy is made beside it first, so a failure
 * leaves the current folder as it was; the current folder then moves to `setAsideTo`, or is removed.
 */
export async function replaceUploads(from: string, uploadsDir: string, setAsideTo?: string): Promise<number> {
  const staging = `${uploadsDir}.restoring`;
  await fs.promises.rm(staging, { recursive: true, force: true });
  const files = await copyUploads(from, staging);
  await fs.promises.mkdir(path.join(staging, INCOMING), { recursive: true });
  if (fs.existsSync(uploadsDir)) {
    if (setAsideTo) await fs.promises.rename(uploadsDir, setAsideTo);
    else await fs.promises.rm(uploadsDir, { recursive: true, force: true });
  }
  await fs.promises.rename(staging, uploadsDir);
  return files;
}
