// An SMTP server that accepts every message and records it with its Message-ID: the drill counts e-mails sent
// twice (two messages for one ticket) and resends of the very same message (one Message-ID seen twice).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  messageId: string;
  to: string;
  subject: string;
  /** The ticket code (TKT-XXXXXXXX) a ticket e-mail names in its subject. */
  ticketCode: string | null;
  receivedAt: number;
}

export interface SmtpSink {
  port: number;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

const TICKET_CODE = /TKT-[0-9A-Z]{8}/;

/** The message's header fields (unfolded, lower-case names); the body is not needed. */
function headersOf(raw: string): Map<string, string> {
  const end = raw.search(/\r?\n\r?\n/);
  const head = (end < 0 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const fields = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return fields;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback, as SMTP_URL=smtp://... asks: no sign-in, no TLS to negotiate.
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const headers = headersOf(Buffer.concat(chunks).toString('utf8'));
        const subject = headers.get('subject') ?? '';
        messages.push({
          messageId: headers.get('message-id') ?? '(none)',
          to: session.envelope.rcptTo.map((recipient) => recipient.address).join(', '),
          subject,
          ticketCode: TICKET_CODE.exec(subject)?.[0] ?? null,
          receivedAt: Date.now(),
        });
        callback();
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
