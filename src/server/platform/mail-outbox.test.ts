import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mail';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('outbox mailer: forgetRecipient (account deletion)', () => {
  it('removes exactly the e-mails addressed to the person, not those to an address containing theirs', async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), 'helvetax-outbox-'));
    dirs.push(outboxDir);
    const mailer = createMailer({ smtpUrl: undefined, from: 'Helvetax <no-reply@localhost>', outboxDir, printLine: () => undefined });
    const mail = (to: string, text: string) => mailer.send({ to, subject: 'Test', text, html: `<p>${text}</p>` });
    await mail('anna@example.ch', 'one');
    await mail('Anna@Example.ch', 'two');
    await mail('joanna@example.ch', 'about anna@example.ch');
    await mail('anna@example.chx', 'three');

    expect(await mailer.forgetRecipient!('anna@example.ch')).toBe(2);
    expect((await readdir(outboxDir)).filter((n) => n.endsWith('.eml'))).toHaveLength(2);
    expect(await mailer.forgetRecipient!('anna@example.ch')).toBe(0);
  });
});
