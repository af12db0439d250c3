import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, samples, sha256 } from '../support/multipart';
import { completeTaxProfile } from '../support/questionnaire';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';

/**
 * The role × route matrix of issue 8: every route of the back office, the taxpayer's side of the
 * finished return, the admin panel and the debug panel, called signed out, as the taxpayer whose
 * case it is, as another plain user, as an expert and as an admin.
 */

const YEAR = 2025;
type Role = 'owner' | 'user' | 'expert' | 'admin';
const ROLES: Role[] = ['owner', 'user', 'expert', 'admin'];

let t: TestApp;
const cookies = {} as Record<Role, string>;
let ownerId = 0;
let targetId = 0;
let fileId = 0;
let returnId = 0;
let contactRequestId = 0;
const OWNER_MESSAGE = 'Ich habe eine Frage zu meinen Abzügen';

beforeAll(async () => {
  t = await createTestApp({ adminEmails: ['admin@example.ch'], config: { expertEmails: new Set(['expert@example.ch']) } });
  for (const [role, email] of [['owner', 'owner@example.ch'], ['user', 'other@example.ch'], ['expert', 'expert@example.ch'], ['admin', 'admin@example.ch']] as const) {
    const session = await t.signIn(email);
    cookies[role] = session.cookie;
    if (role === 'owner') ownerId = session.user.id;
  }
  targetId = (await t.signIn('target@example.ch')).user.id;

  // The owner's case: a complete tax profile, one document, a message, handed to the experts (4).
  await completeTaxProfile(t, cookies.owner, YEAR);
  const pdf = samples.pdf();
  const upload = multipart([
    { name: 'categoryId', value: '5' },
    { name: 'taxYear', value: String(YEAR) },
    { name: 'hashes[]', value: sha256(pdf) },
    { name: 'files', filename: 'Lohnausweis.pdf', content: pdf },
  ]);
  const uploaded = await t.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...ORIGIN_HEADER, ...upload.headers, cookie: cookies.owner }, payload: upload.payload });
  fileId = uploaded.json().files[0].id;
  expect((await send(cookies.owner, 'POST', '/api/send-message', { message: OWNER_MESSAGE })).statusCode).toBe(200);
  await setOwnerStatus('processing');
});
afterAll(async () => {
  await t?.close();
});

function send(cookie: string | undefined, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  const headers: Record<string, string> = { ...(method === 'GET' ? {} : ORIGIN_HEADER), ...(cookie ? { cookie } : {}) };
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}
async function setOwnerStatus(taxStatus: string) {
  const res = await send(cookies.admin, 'PATCH', '/api/user/tax-status', { taxStatus, taxYear: YEAR, userId: ownerId });
  expect(res.statusCode, res.body).toBe(200);
}
function uploadReturn(cookie: string | undefined) {
  const pdf = samples.pdf('FINISHED-RETURN');
  const body = multipart([
    { name: 'hash', value: sha256(pdf) },
    { name: 'file', filename: `Steuererklaerung_${YEAR}.pdf`, content: pdf, contentType: 'application/pdf' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/expert/cases/${ownerId}/${YEAR}/return`,
    headers: { ...ORIGIN_HEADER, ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

type Route = {
  name: string;
  call: (cookie: string | undefined) => Promise<LightMyRequestResponse>;
  /** The expected status per signed-in role; signed out is always 401. */
  expect: Record<Role, number>;
  /** Run before each call (state the allowed call needs). */
  before?: () => Promise<void>;
  /** Looks at a successful answer (the data must be the caller's own). */
  check?: (role: Role, res: LightMyRequestResponse) => void;
};

const STAFF = { owner: 403, user: 403, expert: 200, admin: 200 };
const ADMIN = { owner: 403, user: 403, expert: 403, admin: 200 };
const EVERYONE = { owner: 200, user: 200, expert: 200, admin: 200 };
const caseUrl = () => `/api/expert/cases/${ownerId}/${YEAR}`;

const ROUTES: Route[] = [
  // Expert back office: experts and admins.
  { name: 'GET /api/expert/cases', call: (c) => send(c, 'GET', `/api/expert/cases?taxYear=${YEAR}`), expect: STAFF },
  { name: 'GET /api/expert/cases/{userId}/{taxYear}', call: (c) => send(c, 'GET', caseUrl()), expect: STAFF },
  { name: 'GET …/files/{fileId}/content', call: (c) => send(c, 'GET', `${caseUrl()}/files/${fileId}/content`), expect: STAFF },
  { name: 'POST …/messages', call: (c) => send(c, 'POST', `${caseUrl()}/messages`, { message: 'Bitte senden Sie uns den Lohnausweis Ihrer Partnerin.' }), expect: STAFF },
  { name: 'POST …/notes', call: (c) => send(c, 'POST', `${caseUrl()}/notes`, { note: 'Lohnausweis geprüft' }), expect: STAFF },
  {
    name: 'POST …/return',
    call: async (c) => {
      const res = await uploadReturn(c);
      if (res.statusCode === 200) returnId = res.json().case.returns[0].id;
      return res;
    },
    expect: STAFF,
  },
  { name: 'GET …/returns/{returnId}/content', call: (c) => send(c, 'GET', `${caseUrl()}/returns/${returnId}/content`), expect: STAFF },

  // The taxpayer's side (status 5 now): every signed-in person, for themselves only.
  {
    name: 'GET /api/tax-pdf/check-availability/{year}',
    call: (c) => send(c, 'GET', `/api/tax-pdf/check-availability/${YEAR}`),
    expect: EVERYONE,
    check: (role, res) => expect(res.json(), role).toEqual({ available: role === 'owner' }),
  },
  { name: 'GET /api/tax-pdf/download/{year}', call: (c) => send(c, 'GET', `/api/tax-pdf/download/${YEAR}`), expect: { owner: 200, user: 404, expert: 404, admin: 404 } },
  {
    name: 'POST /api/tax-pdf/contact-request',
    call: async (c) => {
      const res = await send(c, 'POST', '/api/tax-pdf/contact-request', { taxYear: YEAR, contactMethod: 'phone' });
      if (res.statusCode === 200) contactRequestId = res.json().request.id;
      return res;
    },
    // Only the owner's year has a finished return; everyone else asks about their own year.
    expect: { owner: 200, user: 409, expert: 409, admin: 409 },
  },
  {
    name: 'GET /api/tax-pdf/contact-requests/{year}',
    call: (c) => send(c, 'GET', `/api/tax-pdf/contact-requests/${YEAR}`),
    expect: EVERYONE,
    check: (role, res) => expect(JSON.stringify(res.json()).includes('"phone"'), role).toBe(role === 'owner'),
  },
  {
    name: 'GET /api/messages',
    call: (c) => send(c, 'GET', '/api/messages'),
    expect: EVERYONE,
    check: (role, res) => expect(res.body.includes(OWNER_MESSAGE), role).toBe(role === 'owner'),
  },
  {
    name: 'GET /api/privacy/staff-access',
    call: (c) => send(c, 'GET', '/api/privacy/staff-access'),
    expect: EVERYONE,
    check: (role, res) => expect(res.json().length > 0, role).toBe(role === 'owner'),
  },

  { name: 'POST …/contact-requests/{id}/resolve', call: (c) => send(c, 'POST', `${caseUrl()}/contact-requests/${contactRequestId}/resolve`, {}), expect: STAFF },
  { name: 'POST …/complete', before: () => setOwnerStatus('review_required'), call: (c) => send(c, 'POST', `${caseUrl()}/complete`, {}), expect: STAFF },

  // Admin panel and debug panel: admins only.
  { name: 'POST /api/admin/reset-profile', call: (c) => send(c, 'POST', '/api/admin/reset-profile', { userId: targetId }), expect: ADMIN },
  { name: 'PATCH /api/user/tax-status', call: (c) => send(c, 'PATCH', '/api/user/tax-status', { taxStatus: 'documents_pending', taxYear: 2024, userId: targetId }), expect: ADMIN },
  { name: 'GET /api/admin/users', call: (c) => send(c, 'GET', '/api/admin/users?q=example.ch'), expect: ADMIN },
  { name: 'POST /api/admin/users/{id}/role', call: (c) => send(c, 'POST', `/api/admin/users/${targetId}/role`, { role: 'user' }), expect: ADMIN },
  {
    name: 'POST /api/admin/users/{id}/subscriptions',
    call: (c) => send(c, 'POST', `/api/admin/users/${targetId}/subscriptions`, { taxYear: YEAR, plan: 'basic', paidBy: 'grant' }),
    expect: ADMIN,
  },
  { name: 'POST /api/admin/users/{id}/invoice-eligibility', call: (c) => send(c, 'POST', `/api/admin/users/${targetId}/invoice-eligibility`, { eligible: true }), expect: ADMIN },
  { name: 'GET /api/admin/system', call: (c) => send(c, 'GET', '/api/admin/system'), expect: ADMIN },
  { name: 'GET /api/debug/db-status', call: (c) => send(c, 'GET', '/api/debug/db-status'), expect: ADMIN },
  { name: 'POST /api/debug/fix-column', call: (c) => send(c, 'POST', '/api/debug/fix-column', {}), expect: ADMIN },
  { name: 'GET /api/tax/status', call: (c) => send(c, 'GET', `/api/tax/status?taxYear=${YEAR}`), expect: ADMIN },
  { name: 'POST /api/tax-profile/set-status', call: (c) => send(c, 'POST', '/api/tax-profile/set-status', { status: false }), expect: ADMIN },
];

describe('roles × routes of issue 8', () => {
  it('answers 401 signed out, 403 FORBIDDEN to the wrong role, and serves the right one', async () => {
    for (const route of ROUTES) {
      await route.before?.();
      const signedOut = await route.call(undefined);
      expect(signedOut.statusCode, `${route.name} signed out: ${signedOut.body}`).toBe(401);
      expect(signedOut.json().code, route.name).toBe('SESSION_EXPIRED');
      for (const role of ROLES) {
        await route.before?.();
        const res = await route.call(cookies[role]);
        const label = `${route.name} as ${role}: ${res.body.slice(0, 200)}`;
        expect(res.statusCode, label).toBe(route.expect[role]);
        if (res.statusCode === 403) expect(res.json(), label).toMatchObject({ message: expect.any(String), code: 'FORBIDDEN' });
        if (res.statusCode === 200) route.check?.(role, res);
      }
    }
    // The refused calls did not act: the owner's year went 4 → 5 → 6 by the staff calls only.
    expect((await send(cookies.owner, 'GET', `/api/tax-status?taxYear=${YEAR}`)).json().current_status_id).toBe(6);
  });
});
