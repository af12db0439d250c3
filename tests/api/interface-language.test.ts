import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';
import { TEST_STRIPE, transmittedCase } from '../support/transmitted-case';

const EXPERT = 'lang-expert@helvetax.ch';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { stripe: TEST_STRIPE, expertEmails: new Set([EXPERT]) } });
});
afterAll(async () => {
  await t?.close();
});

/** The next e-mail to `to` after the first `seen` ones (mails can arrive in the same millisecond). */
async function nextMailTo(to: string, seen: number) {
  await expect.poll(() => t.sink.messages.filter((m) => m.to.includes(to)).length, { timeout: 10_000 }).toBeGreaterThan(seen);
  return t.sink.messages.filter((m) => m.to.includes(to))[seen]!;
}

describe('the language of e-mails staff cause', () => {
  it('follows the language the person switched the app to, not the one they signed up in', async () => {
    const taxpayer = await transmittedCase(t, { email: 'amelie@example.ch' });
    const expert = await t.signIn(EXPERT);

    // The app sends its interface language as the whole Accept-Language header.
    const switched = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: taxpayer.cookie, 'accept-language': 'fr' } });
    expect(switched.statusCode).toBe(200);
    // A browser's own header (a download link, say) is not the app speaking and changes nothing.
    await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: taxpayer.cookie, 'accept-language': 'de-CH,de;q=0.9,en;q=0.8' } });

    const seen = t.sink.messages.filter((m) => m.to.includes(taxpayer.email)).length;
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/expert/cases/${taxpayer.id}/${taxpayer.taxYear}/messages`,
      headers: { ...ORIGIN_HEADER, cookie: expert.cookie, 'accept-language': 'de' },
      payload: { message: 'Bitte senden Sie uns den Lohnausweis Ihres zweiten Arbeitgebers.' },
    });
    expect(reply.statusCode).toBe(200);
    const mail = await nextMailTo(taxpayer.email, seen);
    expect(mail.raw).toMatch(/Subject: =\?UTF-8\?|Subject: Nouveau message/);
    expect(mail.raw).toContain('Bonjour');
    // The message itself never travels by e-mail.
    expect(mail.raw).not.toContain('Lohnausweis');
  });
});
