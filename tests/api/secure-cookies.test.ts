import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicOrigin: 'https://app.helvetax.example' });
});
afterAll(async () => {
  await t?.close();
});

describe('cookies over https', () => {
  it('pins the session and device cookies with the __Host- prefix and Secure', async () => {
    const { response, cookie } = await t.signIn('secure@example.ch');
    const session = response.cookies.find((c) => c.name === '__Host-hx_session');
    const device = response.cookies.find((c) => c.name === '__Host-hx_device');
    expect(session).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(session!.domain).toBeUndefined();
    expect(device).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Strict' });
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
    // A cookie without the prefix is not ours over https.
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: `hx_session=${session!.value}` } })).statusCode).toBe(401);
  });
});
