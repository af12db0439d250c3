import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, host: '127.0.0.1', databaseUrl: undefined, smtpUrl: undefined, debugLogin: false, mailFrom: 'Helvetax <no-reply@localhost>' });
    expect(c.publicUrl.origin).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).publicUrl.origin).toBe('http://localhost:8080');
  });

  it('stops with one line naming the variable', () => {
    const cases: [NodeJS.ProcessEnv, RegExp][] = [
      [{ PORT: 'eighty' }, /^PORT /],
      [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL /],
      [{ SMTP_URL: 'not a url' }, /^SMTP_URL /],
      [{ PUBLIC_URL: 'https://example.ch/app' }, /^PUBLIC_URL /],
      [{ ADMIN_EMAILS: 'a@b.ch, nope' }, /^ADMIN_EMAILS /],
      [{ DEBUG_LOGIN: 'yes' }, /^DEBUG_LOGIN /],
      [{ DEBUG_LOGIN: '1', NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) }, /^DEBUG_LOGIN=1 is refused/],
      [{ NODE_ENV: 'production' }, /^APP_SECRET is required/],
      // In production sign-in codes must go out by e-mail, never to the console.
      [{ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) }, /^SMTP_URL is required when NODE_ENV=production/],
      [{ APP_SECRET: 'short' }, /^APP_SECRET /],
    ];
    for (const [env, message] of cases) {
      let error: unknown;
      try {
        loadConfig(env);
      } catch (e) {
        error = e;
      }
      expect(error, JSON.stringify(env)).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  describe('payment settings', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_51Hsecretvalue', STRIPE_WEBHOOK_SECRET: 'whsec_secretvalue' };
    const invoice = {
      INVOICE_IBAN: 'CH44 3199 9123 0008 8901 2',
      INVOICE_CREDITOR_NAME: 'Helvetax AG',
      INVOICE_CREDITOR_ADDRESS: 'Bahnhofstrasse 1',
      INVOICE_CREDITOR_ZIP: '8001',
      INVOICE_CREDITOR_CITY: 'Zürich',
    };
    const failure = (env: NodeJS.ProcessEnv): Error => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error, JSON.stringify(env)).toBeInstanceOf(ConfigError);
        return error as Error;
      }
      throw new Error(`accepted ${JSON.stringify(env)}`);
    };

    it('are off unless configured', () => {
      expect(loadConfig({})).toMatchObject({ stripe: undefined, invoice: undefined });
    });

    it('read Stripe keys and the invoice account with its creditor', () => {
      const c = loadConfig({ ...stripe, ...invoice });
      expect(c.stripe).toEqual({ secretKey: 'sk_live_51Hsecretvalue', webhookSecret: 'whsec_secretvalue' });
      expect(c.invoice).toEqual({
        iban: 'CH4431999123000889012',
        creditor: { name: 'Helvetax AG', address: 'Bahnhofstrasse 1', zip: '8001', city: 'Zürich', country: 'CH' },
      });
      expect(loadConfig({ ...invoice, INVOICE_CREDITOR_COUNTRY: 'li' }).invoice?.creditor.country).toBe('LI');
    });

    it('stop with one line naming the variable, and never echo a secret', () => {
      const cases: [NodeJS.ProcessEnv, RegExp][] = [
        [{ STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY }, /^STRIPE_WEBHOOK_SECRET /],
        [{ STRIPE_WEBHOOK_SECRET: stripe.STRIPE_WEBHOOK_SECRET }, /^STRIPE_SECRET_KEY /],
        [{ ...stripe, STRIPE_SECRET_KEY: 'pk_live_publishablekeyvalue' }, /^STRIPE_SECRET_KEY /],
        [{ ...stripe, STRIPE_WEBHOOK_SECRET: 'secretvalue-without-prefix' }, /^STRIPE_WEBHOOK_SECRET /],
        [{ ...invoice, INVOICE_IBAN: 'CH44 3199 9123 0008 8901 3' }, /^INVOICE_IBAN /],
        [{ ...invoice, INVOICE_IBAN: 'DE89 3704 0044 0532 0130 00' }, /^INVOICE_IBAN /],
        [{ INVOICE_CREDITOR_NAME: 'Helvetax AG' }, /^INVOICE_IBAN is required when INVOICE_CREDITOR_NAME/],
        [{ ...invoice, INVOICE_CREDITOR_NAME: '' }, /^INVOICE_CREDITOR_NAME /],
        [{ ...invoice, INVOICE_CREDITOR_ADDRESS: ' ' }, /^INVOICE_CREDITOR_ADDRESS /],
        [{ ...invoice, INVOICE_CREDITOR_ZIP: '1'.repeat(17) }, /^INVOICE_CREDITOR_ZIP /],
        [{ ...invoice, INVOICE_CREDITOR_CITY: 'x'.repeat(36) }, /^INVOICE_CREDITOR_CITY /],
        [{ ...invoice, INVOICE_CREDITOR_NAME: 'x'.repeat(71) }, /^INVOICE_CREDITOR_NAME /],
        [{ ...invoice, INVOICE_CREDITOR_COUNTRY: 'Schweiz' }, /^INVOICE_CREDITOR_COUNTRY /],
      ];
      for (const [env, message] of cases) {
        const error = failure(env);
        expect(error.message).toMatch(message);
        expect(error.message).not.toContain('\n');
        for (const secret of ['sk_live_51Hsecretvalue', 'whsec_secretvalue', 'pk_live_publishablekeyvalue', 'secretvalue-without-prefix']) {
          expect(error.message).not.toContain(secret);
        }
      }
    });
  });

  it('reads the admin list and the https cookie mode from the environment', () => {
    const c = loadConfig({ ADMIN_EMAILS: 'Boss@Helvetax.ch, it@helvetax.ch', PUBLIC_URL: 'https://app.helvetax.ch' });
    expect([...c.adminEmails]).toEqual(['boss@helvetax.ch', 'it@helvetax.ch']);
    expect(c.publicUrl.protocol).toBe('https:');
  });
});
