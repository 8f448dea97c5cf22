// Mail flooding (docs/choices.md, "Sign-in and sessions"): 35 password-reset e-mails reached one mailbox in a minute
// from 5 addresses. Reset links and LPU ID reminders are now limited per recipient, 3 an hour of each kind, and the
// answer never tells whether an e-mail went. The limit applies when the mail-requests job handles the requests
// (`handle()`), however many wait.
import { and, eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { mailOutbox, passwordResetTokens } from '../../../src/db/schema';
import { createMember, describeEachDatabase } from '../../support/test-app';

const HOUR_MS = 3_600_000;

async function postFrom(app: App, address: string, url: string, payload: object) {
  const response = await app.inject({ method: 'POST', url, payload, remoteAddress: address });
  return { status: response.statusCode, body: response.json() };
}

describeEachDatabase('e-mails per recipient', (context) => {
  const queued = (to: string, kind: string) =>
    context.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));
  const handle = () => context.app.jobs.handleMailRequests();

  describe.each([
    ['/api/members/send-reset-email', 'password-reset'],
    ['/api/members/forgot-lpu-id', 'lpu-id-reminder'],
  ])('%s', (url, kind) => {
    it('queues 3 an hour for one mailbox out of 35 requests from 5 addresses, answering each like an unknown one', async () => {
      const member = await createMember(context.database);
      const unknownAnswer = await postFrom(context.app, '10.2.0.1', url, { email: 'nobody@test.example' });
      expect(unknownAnswer.status).toBe(200);

      const answers = [];
      for (let request = 0; request < 35; request += 1) {
        answers.push(await postFrom(context.app, `10.2.1.${request % 5}`, url, { email: member.email }));
      }
      await handle();

      expect(answers).toEqual(Array(35).fill(unknownAnswer));
      expect(await queued(member.email, kind)).toHaveLength(3);
    });

    it('counts each mailbox on its own, and frees a slot an hour after an e-mail', async () => {
      const flooded = await createMember(context.database);
      const other = await createMember(context.database);
      for (let request = 0; request < 4; request += 1)
        await postFrom(context.app, '10.2.2.1', url, { email: flooded.email });
      await postFrom(context.app, '10.2.2.1', url, { email: other.email });
      await handle();
      expect(await queued(flooded.email, kind)).toHaveLength(3);
      expect(await queued(other.email, kind)).toHaveLength(1);

      // The oldest of the three is now over an hour old.
      const [oldest] = await queued(flooded.email, kind);
      await context.database.db
        .update(mailOutbox)
        .set({ createdAt: new Date(Date.now() - HOUR_MS - 1000) })
        .where(eq(mailOutbox.id, oldest!.id));
      await postFrom(context.app, '10.2.2.1', url, { email: flooded.email });
      await postFrom(context.app, '10.2.2.1', url, { email: flooded.email });
      await handle();

      expect(await queued(flooded.email, kind)).toHaveLength(4);
    });
  });

  it('counts the two kinds apart: 3 reset links and 3 LPU ID reminders', async () => {
    const member = await createMember(context.database);
    for (let request = 0; request < 5; request += 1) {
      await postFrom(context.app, '10.2.3.1', '/api/members/send-reset-email', { email: member.email });
      await postFrom(context.app, '10.2.3.1', '/api/members/forgot-lpu-id', { email: member.email });
    }
    await handle();
    expect(await queued(member.email, 'password-reset')).toHaveLength(3);
    expect(await queued(member.email, 'lpu-id-reminder')).toHaveLength(3);
  });

  it('keeps the newest reset link working when a request is over the limit (no new link replaces it)', async () => {
    const member = await createMember(context.database);
    for (let request = 0; request < 3; request += 1)
      await postFrom(context.app, '10.2.4.1', '/api/members/send-reset-email', { email: member.email });
    await handle();
    const linkOf = () =>
      context.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.memberId, member.id));
    const before = await linkOf();

    await postFrom(context.app, '10.2.4.1', '/api/members/send-reset-email', { email: member.email });
    await handle();

    expect(before).toHaveLength(1);
    expect(await linkOf()).toEqual(before);
  });
});
