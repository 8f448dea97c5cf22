// The uploads disk full: DATA_DIR/uploads is a 1 MiB tmpfs the drill fills, first to a few KiB short of an
// upload's size (the file is cut off half-way), then to the last byte. Where mounting is not allowed, uploads fail
// instead because DATA_DIR/uploads/.incoming has been replaced by a plain file (writes there fail: ENOTDIR).
import fs from 'node:fs';
import path from 'node:path';
import { posterKeys } from '../audit';
import { runCommand } from '../command';
import { png, uploadPoster } from '../posters';
import { openStage } from '../stage';
import type { Answer } from '../traffic';
import { stopAndAudit, type Scenario } from './scenario';

const FILLER = 'drill-filler';
/** Free space left before the first failing upload: less than the upload, so it fails half-way through. */
const LEFT_FREE = 48 * 1024;

/** Every file under the uploads folder but the filler, as storage keys (`image/<name>`); `.incoming` apart. */
function filesOnDisk(uploadsDir: string): { stored: string[]; incoming: string[] } {
  const stored: string[] = [];
  const incoming: string[] = [];
  for (const entry of fs.readdirSync(uploadsDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name === FILLER) continue;
    const key = path.relative(uploadsDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    (key.startsWith('.incoming/') ? incoming : stored).push(key);
  }
  return { stored, incoming };
}

/** Appends to the filler until the disk refuses (ENOSPC); `leave` bytes stay free. */
function fill(uploadsDir: string, leave: number): void {
  const { bavail, bsize } = fs.statfsSync(uploadsDir);
  const fd = fs.openSync(path.join(uploadsDir, FILLER), 'a');
  try {
    let toWrite = Math.max(0, bavail * bsize - leave);
    const block = Buffer.alloc(4096);
    while (toWrite > 0 || leave === 0) {
      fs.writeSync(fd, block, 0, Math.min(block.length, toWrite || block.length));
      toWrite -= block.length;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    fs.closeSync(fd);
  }
}

const refusedWell = (answer: Answer) => [503, 507].includes(answer.status) && Boolean(answer.message);
const described = (answer: Answer) =>
  `${answer.failure ?? answer.status} in ${answer.ms.toLocaleString('en')} ms${answer.message ? ` "${answer.message}"` : ''}`;

export const diskFull: Scenario = {
  name: 'disk-full',
  summary: 'uploads folder out of space (1 MiB tmpfs filled)',
  databases: ['pglite'],
  supports: ['pglite', 'postgres'],
  deadlineMs: 150_000,
  async run(context) {
    const { db, cleanup, findings, run } = context;
    let method = '';
    const stage = await openStage(
      {
        run,
        db,
        capacity: 10,
        async beforeStart(dataDir) {
          const uploads = path.join(dataDir, 'uploads');
          const mounted = await runCommand('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', uploads], 10_000);
          if (mounted.code !== 0) return;
          method = 'tmpfs';
          cleanup.add(`unmount ${uploads}`, async () => {
            if ((await runCommand('umount', [uploads], 10_000)).code !== 0)
              await runCommand('umount', ['-l', uploads], 10_000);
          });
        },
      },
      cleanup,
    );
    findings.logFile = stage.logFile;
    const token = await stage.adminToken();

    const control = await uploadPoster(stage, token, [], png(100 * 1024));
    const posters = (control.data as { posters?: Array<{ id: string }> } | null)?.posters ?? [];
    findings.check('an upload with space left works', control.status === 200, described(control));
    const keep = posters.map((poster) => poster.id);

    const faults: Answer[] = [];
    const leftover: string[] = [];
    const before = filesOnDisk(stage.uploadsDir).stored;
    if (method === 'tmpfs') {
      fill(stage.uploadsDir, LEFT_FREE);
      findings.fault(`uploads tmpfs (1 MiB) filled to ${LEFT_FREE / 1024} KiB short of full`);
      faults.push(await uploadPoster(stage, token, keep, png(300 * 1024)));
      leftover.push(...filesOnDisk(stage.uploadsDir).incoming);
      fill(stage.uploadsDir, 0);
      findings.fault('uploads tmpfs filled to the last byte');
      faults.push(await uploadPoster(stage, token, keep, png(300 * 1024)));
    } else {
      method = '.incoming replaced by a file (mount -t tmpfs was refused here)';
      fs.rmSync(path.join(stage.uploadsDir, '.incoming'), { recursive: true, force: true });
      fs.writeFileSync(path.join(stage.uploadsDir, '.incoming'), '');
      findings.fault('DATA_DIR/uploads/.incoming replaced by a plain file');
      faults.push(await uploadPoster(stage, token, keep, png(300 * 1024)));
    }
    const after = filesOnDisk(stage.uploadsDir);
    leftover.push(...after.incoming);
    const stray = after.stored.filter((key) => !before.includes(key));
    findings.notes.push(`how the disk was made unwritable: ${method}`);
    findings.check(
      'upload answers 507 or 503 with a message',
      faults.every(refusedWell),
      faults.map((answer, n) => `upload ${n + 1}: ${described(answer)}`).join('; '),
    );
    findings.check(
      'no half-written file',
      leftover.length === 0 && stray.length === 0,
      `temporary files left ${leftover.length}, new stored files ${stray.length}${[...leftover, ...stray].length ? ` (${[...leftover, ...stray].join(', ')})` : ''}`,
    );

    if (method === 'tmpfs') fs.rmSync(path.join(stage.uploadsDir, FILLER));
    else {
      fs.rmSync(path.join(stage.uploadsDir, '.incoming'));
      fs.mkdirSync(path.join(stage.uploadsDir, '.incoming'));
    }
    findings.fault('space freed');
    // Once on a new connection, once through the pool of kept-alive connections the refused uploads went over.
    const recovered = await uploadPoster(stage, token, keep, png(100 * 1024), { freshConnection: true });
    findings.report('uploads work again once space is freed (new connection)', described(recovered));
    const kept = ((recovered.data as { posters?: Array<{ id: string }> } | null)?.posters ?? []).map(({ id }) => id);
    const pooled = await uploadPoster(stage, token, kept, png(100 * 1024), { timeoutMs: 15_000 });
    findings.check(
      'the next upload over the kept-alive connections gets an answer (no hang)',
      pooled.status > 0,
      described(pooled),
    );
    findings.operations = stage.traffic.summary();

    let keys: string[] = [];
    await stopAndAudit(context, stage, [], {
      extra: async (database) => {
        keys = await posterKeys(database, stage.eventId);
        return { what: '', ids: [] };
      },
    });
    const onDisk = filesOnDisk(stage.uploadsDir).stored;
    const rowsWithoutFile = keys.filter((key) => !onDisk.includes(key));
    const filesWithoutRow = onDisk.filter((key) => !keys.includes(key));
    findings.check(
      'no row without its file',
      rowsWithoutFile.length === 0 && filesWithoutRow.length === 0,
      `${keys.length} poster rows, ${onDisk.length} stored files; rows without a file ${rowsWithoutFile.length}, files without a row ${filesWithoutRow.length}`,
    );
  },
};
