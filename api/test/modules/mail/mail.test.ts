import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { events, mailOutbox, tickets } from '../../../src/db/schema';
import {
  claimLeaseMs,
  createMailService,
  type DeliveryTrouble,
  type MailPurpose,
} from '../../../src/modules/mail/service';
import {
  createMailTransport,
  DEFAULT_SMTP_TIMEOUTS,
  type MailTransport,
  type OutboxMail,
  type OutgoingMail,
  type SmtpTimeouts,
} from '../../../src/modules/mail/transport';
import { createTicketService } from '../../../src/modules/tickets/service';
import { insertEvent } from '../../support/payments';
import { describeEachDatabase } from '../../support/test-app';

const resetMail = {
  kind: 'password-reset',
  reference: 'member-1',
  to: 'asha@example.org',
  subject: 'Reset your password',
  text: 'Open http://localhost:8080/auth/reset?token=abc within 30 minutes.',
};

const MAIL_FROM = 'Guildhall <no-reply@guildhall.test>';
/** Small, so a stalled server fails a send in a fraction of a second here. */
const FAST_TIMEOUTS: SmtpTimeouts = { connectionMs: 300, greetingMs: 300, socketMs: 300 };
const MINUTE_MS = 60_000;

interface TestSmtpServer {
  url: string;
  /** Each message's text (headers and body), as the server took it in. */
  received: string[];
  close(): Promise<void>;
}

/**
 * A local SMTP server. 'silent' accepts connections and never says a word. Otherwise it takes messages and confirms
 * the nth one only when `confirm(n)` says so: an unconfirmed message has arrived, but its sender cannot know it.
 */
async function startSmtpServer(behaviour: 'silent' | { confirm: (nth: number) => boolean }): Promise<TestSmtpServer> {
  const received: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
    if (behaviour !== 'silent') speakSmtp(socket, received, behaviour.confirm);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Just enough of an SMTP server's side for nodemailer: every command is fine, DATA collects the message. */
function speakSmtp(socket: net.Socket, received: string[], confirm: (nth: number) => boolean): void {
  const reply = (line: string) => socket.write(`${line}\r\n`);
  let buffer = '';
  let inData = false;
  reply('220 test.local ESMTP');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    for (;;) {
      const end = buffer.indexOf(inData ? '\r\n.\r\n' : '\r\n');
      if (end < 0) return;
      const piece = buffer.slice(0, end);
      buffer = buffer.slice(end + (inData ? 5 : 2));
      if (inData) {
        inData = false;
        received.push(piece);
        if (confirm(received.length)) reply('250 2.0.0 queued');
      } else if (/^DATA/i.test(piece)) {
        inData = true;
        reply('354 go ahead');
      } else if (/^QUIT/i.test(piece)) {
        reply('221 bye');
        socket.end();
      } else reply('250 ok');
    }
  });
}

const messageIdIn = (message: string) => message.match(/^Message-ID: (.+)$/im)?.[1]?.trim();

describeEachDatabase('mail outbox', (context) => {
  beforeEach(async () => {
    await context.database.db.delete(mailOutbox);
  });

  const rowOf = async (id: string) =>
    (await context.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

  const servers: TestSmtpServer[] = [];
  const smtpServer = async (behaviour: Parameters<typeof startSmtpServer>[0]) => {
    const server = await startSmtpServer(behaviour);
    servers.push(server);
    return server;
  };
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  it('writes each e-mail to an .eml file without SMTP and announces it with its link', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-'));
    const notices: string[] = [];
    const mail = createMailService(
      context.database.db,
      createMailTransport({ from: MAIL_FROM, dir }, (line) => notices.push(line)),
    );

    const id = await mail.enqueue(resetMail);
    expect(await mail.deliverDue()).toBe(1);

    const [file] = fs.readdirSync(dir);
    const eml = fs.readFileSync(path.join(dir, file!), 'utf8');
    expect(eml).toContain('To: asha@example.org');
    expect(eml).toContain('Subject: Reset your password');
    expect(messageIdIn(eml)).toBe(`<${id}@guildhall.test>`);
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
    const troubles: DeliveryTrouble[] = [];
    mail.onDeliveryTrouble((trouble) => void troubles.push(trouble));
    const id = await mail.enqueue({ ...resetMail, kind: 'ticket', reference: 'ticket-9' });
    await mail.deliverDue();
    await mail.deliverDue();
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 2, lastError: 'mailbox unavailable' });
    // The first failure of a fresh e-mail is no trouble yet; giving up is.
    expect(troubles).toEqual([{ kind: 'ticket', reference: 'ticket-9', error: 'mailbox unavailable', gaveUp: true }]);
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

  describe('under faults', () => {
    const smtpTransport = (server: TestSmtpServer) =>
      createMailTransport({ from: MAIL_FROM, dir: os.tmpdir(), smtpUrl: server.url }, undefined, FAST_TIMEOUTS);

    it('fails the sends to an SMTP server that never greets within the timeouts, and moves on', async () => {
      const mail = createMailService(context.database.db, smtpTransport(await smtpServer('silent')));
      const ids = [await mail.enqueue(resetMail), await mail.enqueue(resetMail), await mail.enqueue(resetMail)];
      const startedAt = Date.now();
      expect(await mail.deliverDue()).toBe(3);
      // Our defaults wait 10 s, nodemailer's 30 s: the configured 300 ms (greeting or silent socket) ended these.
      expect(Date.now() - startedAt).toBeLessThan(5_000);
      for (const id of ids) {
        expect(await rowOf(id)).toMatchObject({
          status: 'pending',
          attempts: 1,
          lastError: expect.stringMatching(/^(Greeting never received|Timeout)$/),
        });
      }
    });

    it('keeps sending the other e-mails while one send is stalled, at most 4 at a time', async () => {
      const others = 8;
      let releaseStalled!: () => void;
      const othersSent = new Promise<void>((resolve) => (releaseStalled = resolve));
      const sent: string[] = [];
      let inFlight = 0;
      let mostInFlight = 0;
      const transport = async (message: OutboxMail) => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        try {
          // The stalled send ends (as its timeout would) only once every other e-mail is out: never, one at a time.
          if (message.to === 'stalled@example.org') {
            await othersSent;
            throw new Error('Greeting never received');
          }
          await new Promise((resolve) => setTimeout(resolve, 10));
          sent.push(message.to);
          if (sent.length === others) releaseStalled();
        } finally {
          inFlight -= 1;
        }
      };
      let clock = Date.now();
      const mail = createMailService(context.database.db, transport, { now: () => new Date(clock) });
      const stalledId = await mail.enqueue({ ...resetMail, to: 'stalled@example.org' });
      clock += 1_000; // the stalled e-mail is the most overdue: it is claimed first
      for (let index = 0; index < others; index += 1) await mail.enqueue({ ...resetMail, to: `m${index}@example.org` });

      expect(await mail.deliverDue()).toBe(others + 1);
      expect(sent).toHaveLength(others);
      expect(mostInFlight).toBeGreaterThan(1);
      expect(mostInFlight).toBeLessThanOrEqual(4);
      expect(await rowOf(stalledId)).toMatchObject({ status: 'pending', lastError: 'Greeting never received' });
    });

    it('sends a message the server took but never confirmed again, with the same Message-ID', async () => {
      const server = await smtpServer({ confirm: (nth) => nth > 1 });
      const mail = createMailService(context.database.db, smtpTransport(server), { retryDelaysMs: [0] });
      const id = await mail.enqueue(resetMail);
      await mail.deliverDue();
      expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1 });
      await mail.deliverDue();
      expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
      expect(server.received.map(messageIdIn)).toEqual([`<${id}@guildhall.test>`, `<${id}@guildhall.test>`]);
    });

    it('retries an e-mail whose sender crashed mid-send once its lease is over, not before', async () => {
      const longestSend = 1_000;
      const lease = claimLeaseMs(longestSend);
      const start = Date.now();
      let sendStarted!: () => void;
      const claimed = new Promise<void>((resolve) => (sendStarted = resolve));
      // The process that crashed: it claimed the e-mail, began sending it and never recorded anything.
      const crashingTransport: MailTransport = Object.assign(
        () => {
          sendStarted();
          return new Promise<void>(() => {});
        },
        { longestSendMs: longestSend },
      );
      const crashed = createMailService(context.database.db, crashingTransport, { now: () => new Date(start) });
      const id = await crashed.enqueue(resetMail);
      void crashed.deliverDue();
      await claimed;

      const sentIds: string[] = [];
      let clock = start + lease - 1_000;
      const survivor = createMailService(context.database.db, async (message) => void sentIds.push(message.id), {
        now: () => new Date(clock),
      });
      expect(await survivor.deliverDue()).toBe(0);
      clock = start + lease + 1_000;
      expect(await survivor.deliverDue()).toBe(1);
      expect(sentIds).toEqual([id]);
      expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
    });

    it('leases a claimed e-mail for longer than the slowest SMTP send, and under 2 minutes', () => {
      const transport = createMailTransport({ from: MAIL_FROM, dir: os.tmpdir(), smtpUrl: 'smtp://127.0.0.1:25' });
      const longestSend = transport.longestSendMs!;
      const { connectionMs, greetingMs, socketMs } = DEFAULT_SMTP_TIMEOUTS;
      expect(longestSend).toBeGreaterThanOrEqual(connectionMs + greetingMs + socketMs);
      expect(claimLeaseMs(longestSend)).toBeGreaterThan(longestSend);
      expect(claimLeaseMs(longestSend)).toBeLessThanOrEqual(2 * MINUTE_MS);
    });

    it('flags a ticket whose e-mail has failed for 8 minutes, within 10, sends it within 5 minutes of the server’s return and clears the flag', async () => {
      const { db } = context.database;
      const start = Date.now();
      let clock = start;
      // Down for 40 minutes: past the flag, into the retries of the first hour.
      const serverBackAt = start + 40 * MINUTE_MS;
      const transport = async () => {
        if (clock < serverBackAt) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      };
      const mail = createMailService(db, transport, { now: () => new Date(clock) });
      const ticketService = createTicketService(db, mail, 'http://localhost:8080');
      const [event] = await db
        .select()
        .from(events)
        .where(eq(events.id, await insertEvent(context.database)));
      const holder = {
        fullName: 'Asha Rao',
        email: 'asha@example.org',
        phone: null,
        lpuId: '12345678',
        gender: null,
        hosteler: false,
        hostel: null,
        course: null,
        club: null,
      };
      const ticket = await db.transaction((tx) => ticketService.issueManual(tx, holder, event!));
      const [queued] = await db.select().from(mailOutbox).where(eq(mailOutbox.reference, ticket.id));
      const emailFailed = async () =>
        (await db.select().from(tickets).where(eq(tickets.id, ticket.id)))[0]!.emailFailed;
      const attemptWhenDue = async () => {
        clock = (await rowOf(queued!.id)).nextAttemptAt.getTime();
        expect(await mail.deliverDue()).toBe(1);
      };

      // Each attempt at the time the worker would make it, on the default retry delays.
      while (!(await emailFailed()) && clock - start < 30 * MINUTE_MS) await attemptWhenDue();
      expect(clock - start).toBeGreaterThanOrEqual(8 * MINUTE_MS);
      expect(clock - start).toBeLessThanOrEqual(10 * MINUTE_MS);
      expect(await rowOf(queued!.id)).toMatchObject({ status: 'pending' });

      while ((await rowOf(queued!.id)).status === 'pending' && clock - start < 2 * 60 * MINUTE_MS)
        await attemptWhenDue();
      expect(await rowOf(queued!.id)).toMatchObject({ status: 'sent' });
      expect(clock - serverBackAt).toBeLessThanOrEqual(5 * MINUTE_MS);
      expect(await emailFailed()).toBe(false);
    });

    it('starts delivering as soon as the worker starts, not after its first interval', async () => {
      const mail = createMailService(context.database.db, async () => {});
      const id = await mail.enqueue(resetMail);
      const delivered = new Promise<MailPurpose>((resolve) => mail.onDelivered(resolve));
      const stop = mail.startWorker(10 * MINUTE_MS);
      try {
        await delivered;
      } finally {
        stop();
      }
      expect(await rowOf(id)).toMatchObject({ status: 'sent' });
    });
  });
});
