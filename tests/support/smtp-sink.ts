import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string; receivedAt: number };
/**
 * Which mail to wait for: the first one received at or after `after` (ms since the epoch), or
 * the `index`-th one to that address (0 = the first ever), which never ties as times can.
 */
export type MailWait = { after?: number; index?: number; timeoutMs?: number };

/**
 * A real SMTP server in the test process: the app sends over SMTP to it, and tests read the
 * messages as a person reads their mailbox.
 */
export async function startSmtpSink(): Promise<{
  url: string;
  messages: ReceivedMail[];
  waitForMail: (to: string, options?: MailWait) => Promise<ReceivedMail>;
  waitForCode: (to: string, options?: MailWait) => Promise<string>;
  close: () => Promise<void>;
}> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: Date.now(),
        });
        for (const w of waiters) w();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const waitForMail = (to: string, options: MailWait = {}) =>
    new Promise<ReceivedMail>((resolve, reject) => {
      const find = () => {
        const toThem = messages.filter((m) => m.to.includes(to.toLowerCase()));
        if (options.index !== undefined) return toThem[options.index];
        return toThem.find((m) => m.receivedAt >= (options.after ?? 0));
      };
      const hit = find();
      if (hit) return resolve(hit);
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no e-mail for ${to} arrived`));
      }, options.timeoutMs ?? 10_000);
      const check = () => {
        const m = find();
        if (m) {
          clearTimeout(timer);
          waiters.delete(check);
          resolve(m);
        }
      };
      waiters.add(check);
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail,
    async waitForCode(to, options) {
      const mail = await waitForMail(to, options);
      const code = codeFromMail(mail.raw);
      if (!code) throw new Error('no six-digit code in the e-mail');
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The code stands alone on its line in the plain-text part. */
export function codeFromMail(raw: string): string | undefined {
  return raw.match(/^\s+(\d{6})\s*$/m)?.[1];
}
