import { mailOutbox } from '../../../src/db/schema';
import { checkHealth } from '../../../src/modules/health/service';
import { describeEachDatabase } from '../../support/test-app';

describeEachDatabase('health checks', (context) => {
  const writable = async () => ({ writable: true, freeBytes: 1_000_000 });

  it('is not ready when uploads cannot be stored, and says why', async () => {
    const report = await checkHealth({
      db: context.database.db,
      storage: async () => ({ writable: false, error: 'ENOSPC: no space left on device' }),
    });
    expect(report.problem).toMatch(/cannot be stored/);
    expect(report.checks.database.writable).toBe(true);
  });

  it('gives up on a storage probe that hangs within its time limit (503, not a hang)', async () => {
    const started = performance.now();
    const report = await checkHealth({ db: context.database.db, storage: () => new Promise(() => {}) });
    expect(performance.now() - started).toBeLessThan(4_500);
    expect(report.problem).toBeDefined();
  });

  it('reports the outbox backlog, and "degraded" once the oldest pending e-mail waits over 10 minutes', async () => {
    const at = new Date('2026-11-27T12:00:00Z');
    await context.database.db.insert(mailOutbox).values({
      kind: 'ticket',
      to: 'a@example.org',
      subject: 'Your ticket',
      text: 'Ticket',
      createdAt: new Date(at.getTime() - 11 * 60_000),
    });
    const report = await checkHealth({ db: context.database.db, storage: writable, now: () => at });
    expect(report).toMatchObject({
      problem: undefined,
      degraded: true,
      checks: { mailOutbox: { pending: 1, oldestPendingSeconds: 660 } },
    });
  });
});
