import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, host: '127.0.0.1', databaseUrl: undefined, smtpUrl: undefined, debugLogin: false, mailFrom: 'Helvetax <no-reply@localhost>' });
    expect(c.publicUrl.origin).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).publicUrl.origin).toBe('http://localhost:8080');
    expect(loadConfig({ APP_SECRET: 'x'.repeat(40), APP_SECRET_PREVIOUS: ` ${'y'.repeat(40)} ` }).appSecretPrevious).toBe('y'.repeat(40));
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
      [{ APP_SECRET: 'x'.repeat(40), APP_SECRET_PREVIOUS: 'short' }, /^APP_SECRET_PREVIOUS must be at least 32/],
      [{ APP_SECRET_PREVIOUS: 'y'.repeat(40) }, /^APP_SECRET_PREVIOUS needs APP_SECRET/],
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

  it('reads the storage quota and the ClamAV socket, with 2 GB and no scan by default', () => {
    expect(loadConfig({}).storageQuotaBytesPerYear).toBe(2_000_000_000);
    expect(loadConfig({}).clamavSocket).toBeUndefined();
    const c = loadConfig({ STORAGE_QUOTA_MB_PER_YEAR: '500', CLAMAV_SOCKET: ' /run/clamav/clamd.ctl ' });
    expect(c.storageQuotaBytesPerYear).toBe(500_000_000);
    expect(c.clamavSocket).toBe('/run/clamav/clamd.ctl');
    for (const value of ['0', '-1', '1.5', 'lots']) expect(() => loadConfig({ STORAGE_QUOTA_MB_PER_YEAR: value }), value).toThrow(/^STORAGE_QUOTA_MB_PER_YEAR [^\n]+$/);
    expect(() => loadConfig({ CLAMAV_SOCKET: 'clamd.ctl' })).toThrow(/^CLAMAV_SOCKET must be the absolute path/);
  });

  it('reads the admin list and the https cookie mode from the environment', () => {
    const c = loadConfig({ ADMIN_EMAILS: 'Boss@Helvetax.ch, it@helvetax.ch', PUBLIC_URL: 'https://app.helvetax.ch' });
    expect([...c.adminEmails]).toEqual(['boss@helvetax.ch', 'it@helvetax.ch']);
    expect(c.publicUrl.protocol).toBe('https:');
  });

  describe('TRUST_PROXY', () => {
    it('is off unless set, and takes a hop count or a list of proxy addresses and ranges', () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: ' ' }).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
      expect(loadConfig({ TRUST_PROXY: '10.0.0.2' }).trustProxy).toEqual(['10.0.0.2']);
      expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,fd00::/8 , ::1' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.5', 'fd00::/8', '::1']);
    });

    it('stops with one line on anything else', () => {
      for (const value of ['0', '11', 'true', 'yes', 'proxy.example.ch', '10.0.0.0/33', '10.0.0.1/8/1', '300.1.1.1', '10.0.0.1,', 'fd00::/129', '-1']) {
        expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError);
        expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/^TRUST_PROXY [^\n]+$/);
      }
    });
  });
});
