import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Shown on the console instead of the body when no SMTP server is configured. */
  consoleSummary?: string;
};

export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  /**
   * Removes the copies of e-mails to this address that we still hold (the outbox folder); used
   * when an account is deleted. Mail handed to an SMTP server has left us: nothing to remove.
   */
  forgetRecipient?: (address: string) => Promise<number>;
};

/**
 * nodemailer is loaded with the first e-mail rather than at start: it is a large module, and
 * loading it is a noticeable part of the start-up time and of the idle server's memory.
 */
function lazyTransport(create: (nodemailer: (typeof import('nodemailer'))['default']) => Transporter): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import('nodemailer').then((module) => create(module.default)));
}

/**
 * With SMTP_URL the message goes over SMTP. Without it (development), the message is saved as
 * an .eml file in the outbox folder and a one-line summary is printed so a developer can
 * sign in without a mail server.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  printLine?: (line: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl));
    return {
      async send(message) {
        await (await transport()).sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      },
    };
  }
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  const printLine = options.printLine ?? ((line: string) => process.stdout.write(`${line}\n`));
  return {
    async send(message) {
      const info = await (await transport()).sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      const finalPath = path.join(options.outboxDir, name);
      // Write then rename so a reader of the outbox never sees half a message.
      await writeFile(`${finalPath}.tmp`, info.message as Buffer, { mode: 0o600 });
      await rename(`${finalPath}.tmp`, finalPath);
      printLine(`[outbox] ${message.consoleSummary ?? message.subject} -> ${finalPath}`);
    },
    async forgetRecipient(address) {
      const names = await readdir(options.outboxDir).catch(() => [] as string[]);
      const wanted = address.toLowerCase();
      let removed = 0;
      for (const name of names.filter((n) => n.endsWith('.eml'))) {
        const file = path.join(options.outboxDir, name);
        const raw = await readFile(file, 'utf8').catch(() => '');
        // Only the header's To line decides: a message merely mentioning the address stays.
        const headers = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
        const to = /^to:(.*(?:\r?\n[ \t].*)*)/im.exec(headers)?.[1]?.toLowerCase() ?? '';
        // The whole address, not a part of another one (anna@ must not match joanna@).
        const at = to.indexOf(wanted);
        const whole = at >= 0 && !/[\w.+-]/.test(to[at - 1] ?? '') && !/[\w.-]/.test(to[at + wanted.length] ?? '');
        if (whole) {
          await rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
