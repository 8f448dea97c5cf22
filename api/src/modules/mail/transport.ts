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

/** Sends one message or throws; the outbox decides about retries. */
export type MailTransport = (message: OutgoingMail) => Promise<void>;

/**
 * SMTP when SMTP_URL is set; otherwise each e-mail becomes an .eml file in DATA_DIR/mail, announced through
 * `notice` (the start script prints it, with the first link of the message, so a developer can follow it).
 */
export function createMailTransport(config: MailConfig, notice: (line: string) => void = () => {}): MailTransport {
  const transporter = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return async (message) => {
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
}
