import type { TestApp } from './test-app';
import { ORIGIN_HEADER } from './test-app';

/** The questionnaire's answers, step by step, as the wizard sends them. */
export const QUESTIONNAIRE_STEPS: Record<string, unknown>[] = [
  { salutation: 'mrs', firstName: 'Anna', lastName: 'Muster', dateOfBirth: '1990-04-12', religion: 'reformed', phone: '791234567', countryCode: '+41', jobName: 'Pflegefachfrau' },
  { cantonOfResidence: 'zuerich' },
  { taxAddress: '123.456.789', ahvNumber: '756.1234.5678.97' },
  { street: 'Dorfstrasse 7', zipCode: '8914', city: 'Aeugstertal', gemeinde: 'Aeugst am Albis', housingSituation: 'renter' },
  { movedDuringYear: 'no' },
  { isFirefighter: false },
  { maritalStatus: 'married' },
  { propertyOwner: false },
  { hasChildren: true, numberOfChildren: 2, childrenAges: [4, 9] },
  { hasInvestments: true, hasForeignIncome: false },
  { hasPillar3a: true, isDisabled: false, receivesAHVIV: false, pensionEntitlement: 'none' },
  { employmentType: 'employed' },
];

/** Answers the whole questionnaire and completes it: the year is then at status 2. */
export async function completeTaxProfile(t: TestApp, cookie: string, taxYear = 2025): Promise<void> {
  for (const step of QUESTIONNAIRE_STEPS) {
    const res = await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: { ...ORIGIN_HEADER, cookie }, payload: step });
    if (res.statusCode !== 200) throw new Error(`profile save failed: ${res.body}`);
  }
  const done = await t.app.inject({ method: 'POST', url: '/api/status/set', headers: { ...ORIGIN_HEADER, cookie }, payload: { statusId: 2, taxYear } });
  if (done.statusCode !== 200) throw new Error(`completion failed: ${done.body}`);
}

let signedInCount = 0;

/** A new person, signed in, whose tax profile is complete: the 2025 year may take uploads. */
export async function signInWithCompleteProfile(t: TestApp, emailPrefix: string) {
  const email = `${emailPrefix}${++signedInCount}-${Date.now()}@example.ch`;
  const session = await t.signIn(email);
  await completeTaxProfile(t, session.cookie);
  return { ...session, email };
}
