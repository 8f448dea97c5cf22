import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../../config';
import type { MailAttachment } from '../../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: MailAttachment[];
}

/** An e-mail of the outbox: its row id names it, so every attempt at it carries the same Message-ID. */
export interface OutboxMail extends OutgoingMail {
  id: string;
}

/**
 * Sends one message or throws; the outbox decides about retries. `longestSendMs`, when known, is how long one send
 * can take at most (it is aborted then): the outbox's claim on an e-mail outlasts it.
 */
export type MailTransport = ((message: OutboxMail) => Promise<void>) & { longestSendMs?: number };

/** How long an SMTP server may keep us waiting: to connect, to greet us, and for any answer after that. */
export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}

/** Seconds, not nodemailer's minutes: a stalled server fails a send quickly and the outbox moves on. */
export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 20_000 };

/**
 * When a send is aborted: setting the session up (connection and greeting), then the dialogue, where the answer to
 * the message's end (the server may scan it first) may take a whole socketMs, and all other exchanges another one.
 * Each wait alone is bounded by the socket timeout; this bounds a server that answers every one just in time.
 */
export const longestSendMs = ({ connectionMs, greetingMs, socketMs }: SmtpTimeouts): number =>
  connectionMs + greetingMs + 2 * socketMs;

/** `<row id@domain of MAIL_FROM>`: a resend after a crash is the same message to the receiver, who can drop it. */
export function messageIdOf(mailId: string, from: string): string {
  const address = from.match(/<([^>]+)>/)?.[1] ?? from;
  const domain = address.slice(address.lastIndexOf('@') + 1).trim();
  return `<${mailId}@${domain || 'localhost'}>`;
}

/**
 * SMTP when SMTP_URL is set; otherwise each e-mail becomes an .eml file in DATA_DIR/mail, announced through
 * `notice` (the start script prints it, with the first link of the message, so a developer can follow it).
 */
export function createMailTransport(
  config: MailConfig,
  notice: (line: string) => void = () => {},
  timeouts: SmtpTimeouts = DEFAULT_SMTP_TIMEOUTS,
): MailTransport {
  const transporter = config.smtpUrl
    ? nodemailer.createTransport({
        url: config.smtpUrl,
        connectionTimeout: timeouts.connectionMs,
        greetingTimeout: timeouts.greetingMs,
        socketTimeout: timeouts.socketMs,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const sendDeadlineMs = longestSendMs(timeouts);

  const send = async (message: OutboxMail) => {
    const info = await transporter.sendMail({
      from: config.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? undefined,
      attachments: message.attachments?.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: Buffer.from(attachment.contentBase64, 'base64'),
        cid: attachment.cid,
      })),
      messageId: messageIdOf(message.id, config.from),
      // Aborting closes the connection: no send outlives the claim on its e-mail.
      signal: AbortSignal.timeout(sendDeadlineMs),
    });
    if (config.smtpUrl) return;
    await fs.promises.mkdir(config.dir, { recursive: true });
    const file = path.join(
      config.dir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
    );
    await fs.promises.writeFile(file, (info as { message: Buffer }).message);
    const link = message.text.match(/https?:\/\/\S+/)?.[0];
    notice(`mail to ${message.to}: "${message.subject}" -> ${file}${link ? `\n  link: ${link}` : ''}`);
  };
  return Object.assign(send, { longestSendMs: sendDeadlineMs });
}
