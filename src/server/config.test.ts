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

  it('reads the admin list and the https cookie mode from the environment', () => {
    const c = loadConfig({ ADMIN_EMAILS: 'Boss@Helvetax.ch, it@helvetax.ch', PUBLIC_URL: 'https://app.helvetax.ch' });
    expect([...c.adminEmails]).toEqual(['boss@helvetax.ch', 'it@helvetax.ch']);
    expect(c.publicUrl.protocol).toBe('https:');
  });
});
