// kill -9 of the API on PGlite while clients write steadily (contact requests, each acknowledged with its id), with
// an upload's temporary file left behind in DATA_DIR/uploads/.incoming; then the API is started again.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { missingContactRequests } from '../audit';
import { openStage } from '../stage';
import { sleep, waitUntil, withDeadline } from '../wait';
import { repeat, stopAndAudit, type Scenario } from './scenario';

const WRITERS = 6;
const CONTACT = 'contact request';

export const pgliteKillWrites: Scenario = {
  name: 'pglite-kill-writes',
  summary: 'kill -9 during steady acknowledged writes on PGlite, restart',
  databases: ['pglite'],
  deadlineMs: 180_000,
  async run(context) {
    const { db, cleanup, findings, run, say } = context;
    const stage = await openStage({ run, db, capacity: 10 }, cleanup);
    findings.logFile = stage.logFile;
    const acknowledged = new Set<string>();
    let sequence = 0;
    let done = false;
    const write = async () => {
      const n = ++sequence;
      const answer = await stage.traffic.call(CONTACT, 'POST', `${stage.api.base}/api/contact/send`, {
        body: {
          name: `Drill Writer ${n}`,
          lpuID: String(12_000_000 + n),
          email: `writer${n}@drill.example`,
          phone: '+91 98765 43210',
          subject: `Drill write ${n}`,
          message: `Steady write number ${n} of the kill drill.`,
        },
        timeoutMs: 15_000,
      });
      const id = (answer.data as { id?: string } | null)?.id;
      if (answer.status === 201 && id) acknowledged.add(id);
      // While the API is down, a writer waits a little instead of spinning on refused connections.
      else await sleep(200);
    };
    const writers = Promise.all(Array.from({ length: WRITERS }, () => repeat(write, () => done)));

    await waitUntil(() => acknowledged.size >= 150, { timeoutMs: 30_000 });
    const inFlight = stage.traffic.inFlight.size;
    const before = acknowledged.size;
    const killedAt = Date.now();
    await stage.api.kill();
    findings.fault(`kill -9 the API (${before} writes acknowledged, ${inFlight} in flight)`, killedAt);
    const orphan = path.join(stage.uploadsDir, '.incoming', `drill-orphan-${randomBytes(6).toString('hex')}`);
    fs.writeFileSync(orphan, randomBytes(64 * 1024));
    findings.fault('left a 64 KiB half-received upload in DATA_DIR/uploads/.incoming');

    let readyMs: number | undefined;
    let startError: unknown;
    try {
      readyMs = await stage.api.start();
      findings.fault(`API started again on the same data: /healthz 200 after ${readyMs.toLocaleString('en')} ms`);
    } catch (error) {
      startError = error;
    }
    findings.check(
      'the database opens again',
      readyMs !== undefined,
      readyMs !== undefined ? `ready in ${readyMs.toLocaleString('en')} ms` : String(startError),
    );
    const orphanGone = !fs.existsSync(orphan);
    findings.check(
      'the orphan temporary upload is gone after the start',
      orphanGone,
      orphanGone ? 'removed' : `still there: ${path.relative(stage.dataDir, orphan)}`,
    );
    if (readyMs !== undefined) {
      say('writing on after the restart');
      const resumed = acknowledged.size;
      await waitUntil(() => acknowledged.size >= resumed + 100, { timeoutMs: 20_000 });
    }
    done = true;
    await withDeadline(writers, 30_000, 'the writers');
    findings.operations = `${WRITERS} writers: ${stage.traffic.summary()}; ${acknowledged.size} writes acknowledged`;
    if (readyMs === undefined) return;

    let missing: string[] = [];
    await stopAndAudit(context, stage, [], {
      extra: async (database) => {
        missing = await missingContactRequests(database, acknowledged);
        return { what: 'acknowledged contact request', ids: missing };
      },
    });
    findings.check(
      'every acknowledged write is there',
      missing.length === 0,
      `${acknowledged.size - missing.length} of ${acknowledged.size} (${before} acknowledged before the kill)`,
    );
  },
};
