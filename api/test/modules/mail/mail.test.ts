import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../../src/db/schema';
import { createMailService } from '../../../src/modules/mail/service';
import { createMailTransport, type OutgoingMail } from '../../../src/modules/mail/transport';
import { describeEachDatabase } from '../../support/test-app';

const resetMail = {
  kind: 'password-reset',
  reference: 'member-1',
  to: 'asha@example.org',
  subject: 'Reset your password',
  text: 'Open http://localhost:8080/auth/reset?token=abc within 30 minutes.',
};

describeEachDatabase('mail outbox', (context) => {
  beforeEach(async () => {
    await context.database.db.delete(mailOutbox);
  });

  const rowOf = async (id: string) =>
    (await context.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

  it('writes each e-mail to an .eml file without SMTP and announces it with its link', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-'));
    const notices: string[] = [];
    const mail = createMailService(
      context.database.db,
      createMailTransport({ from: 'Guildhall <no-reply@guildhall.test>', dir }, (line) => notices.push(line)),
    );

    const id = await mail.enqueue(resetMail);
    expect(await mail.deliverDue()).toBe(1);

    const [file] = fs.readdirSync(dir);
    const eml = fs.readFileSync(path.join(dir, file!), 'utf8');
    expect(eml).toContain('To: asha@example.org');
    expect(eml).toContain('Subject: Reset your password');
    expect(notices[0]).toContain('link: http://localhost:8080/auth/reset?token=abc');
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await mail.deliverDue()).toBe(0);
  });

  it('retries a failing delivery after its delay, then sends it', async () => {
    let failures = 2;
    const sent: OutgoingMail[] = [];
    const mail = createMailService(
      context.database.db,
      async (message) => {
        if (failures-- > 0) throw new Error('SMTP 421 try later');
        sent.push(message);
      },
      { retryDelaysMs: [0, 0, 0] },
    );
    const id = await mail.enqueue(resetMail);
    await mail.deliverDue();
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 421 try later' });
    await mail.deliverDue();
    await mail.deliverDue();
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(sent).toHaveLength(1);
  });

  it('waits the retry delay before trying again', async () => {
    const mail = createMailService(context.database.db, async () => {
      throw new Error('down');
    });
    await mail.enqueue(resetMail);
    expect(await mail.deliverDue()).toBe(1);
    expect(await mail.deliverDue()).toBe(0);
  });

  it('gives up after the last attempt, marks the e-mail failed and tells the listeners what it was about', async () => {
    const mail = createMailService(
      context.database.db,
      async () => {
        throw new Error('mailbox unavailable');
      },
      { retryDelaysMs: [0] },
    );
    const failed: unknown[] = [];
    mail.onDeliveryFailed((about) => void failed.push(about));
    const id = await mail.enqueue({ ...resetMail, kind: 'ticket', reference: 'ticket-9' });
    await mail.deliverDue();
    await mail.deliverDue();
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 2, lastError: 'mailbox unavailable' });
    expect(failed).toEqual([{ kind: 'ticket', reference: 'ticket-9', error: 'mailbox unavailable' }]);
  });

  it('queues nothing when the transaction it was queued in rolls back', async () => {
    const mail = createMailService(context.database.db, async () => {});
    await expect(
      context.database.db.transaction(async (tx) => {
        await mail.enqueue(resetMail, tx);
        throw new Error('the reset token could not be saved');
      }),
    ).rejects.toThrow();
    expect(await context.database.db.select().from(mailOutbox)).toEqual([]);
  });

  it('sends each e-mail once when two workers deliver at the same time', async () => {
    const sent: string[] = [];
    const slowTransport = async (message: OutgoingMail) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(message.subject);
    };
    const workerA = createMailService(context.database.db, slowTransport);
    const workerB = createMailService(context.database.db, slowTransport);
    for (let index = 0; index < 30; index += 1) await workerA.enqueue({ ...resetMail, subject: `mail ${index}` });
    await Promise.all([workerA.deliverDue(), workerB.deliverDue(), workerA.deliverDue(), workerB.deliverDue()]);
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
  });
});
