import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

// The helmet headers are computed once at start (platform/security-headers.ts); every answer,
// API or not, successful or refused, still carries all of them.
const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;media-src 'self' blob:;" +
  "font-src 'self' data:;connect-src 'self';worker-src 'self';manifest-src 'self';object-src 'none';base-uri 'self';" +
  "form-action 'self';frame-ancestors 'none'";

const COMMON = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers over http', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends the CSP and the other helmet headers on answers, refusals and unknown paths, without HSTS', async () => {
    const { cookie } = await t.signIn('headers@example.ch');
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } }),
      await t.app.inject({ method: 'GET', url: '/api/user' }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      await t.app.inject({ method: 'POST', url: '/api/user/profile', payload: {} }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 403]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({ ...COMMON, 'content-security-policy': CSP });
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('security headers over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicOrigin: 'https://app.helvetax.example' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds HSTS and upgrade-insecure-requests', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(answer.headers).toMatchObject({
      ...COMMON,
      'content-security-policy': `${CSP};upgrade-insecure-requests`,
      'strict-transport-security': 'max-age=15552000; includeSubDomains',
    });
  });
});
