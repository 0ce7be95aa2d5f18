import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailSettings } from './settings';

/** A letter as the outbox row holds it. */
export interface OutgoingLetter {
  id: number;
  recipients: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  createdAt: Date;
}

/** Resolves once the SMTP server accepted the letter (or its file is in place); throws otherwise. */
export type SendLetter = (letter: OutgoingLetter) => Promise<void>;

export interface Transport {
  send: SendLetter;
  close(): void;
}

// Bounded, so a stuck server delays shutdown (which waits for the letter in hand) by seconds, not minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createTransport(settings: MailSettings): Transport {
  const message = (letter: OutgoingLetter) => ({
    from: settings.from,
    to: letter.recipients,
    subject: letter.subject,
    text: letter.text,
    html: letter.html,
    messageId: letter.messageId,
    date: letter.createdAt,
  });
  if (settings.smtpUrl) {
    const smtp = nodemailer.createTransport({ url: settings.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      send: async (letter) => {
        await smtp.sendMail(message(letter));
      },
      close: () => smtp.close(),
    };
  }
  // No SMTP server: the whole message as an .eml file any mail program opens.
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (letter) => {
      const info = await files.sendMail(message(letter));
      fs.mkdirSync(settings.outboxDir, { recursive: true });
      // Named by row and Message-ID: a resent letter overwrites its own file; rename makes it appear whole.
      const stamp = letter.createdAt.toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${letter.id}-${letter.messageId.replace(/^<|@.*$/g, '')}.eml`;
      const target = path.join(settings.outboxDir, name);
      await fs.promises.writeFile(`${target}.tmp`, info.message);
      await fs.promises.rename(`${target}.tmp`, target);
    },
    close: () => files.close(),
  };
}
