import { userSchema, type User } from '@shared/contract/user-answer';

/** Every field of the /api/user answer null; the fixture below fills the ones a person has. */
const blank = Object.fromEntries(Object.keys(userSchema.shape).map((key) => [key, null]));

/**
 * A signed-in taxpayer as `GET /api/user` answers for component tests: Anna Muster, profile and
 * tax profile complete. Checked by the contract's schema, so a change of the answer's shape
 * shows in every test that uses it; a test names only the fields its case depends on.
 */
export function userFixture(fields: Partial<User> = {}): User {
  return userSchema.parse({
    ...blank,
    id: 7,
    email: 'anna.muster@example.ch',
    role: 'user',
    name: 'Anna Muster',
    firstName: 'Anna',
    lastName: 'Muster',
    phone: '791112233',
    countryCode: '+41',
    subscriptionPlan: 'none',
    agreeToTerms: true,
    isProfileComplete: true,
    isTaxProfileComplete: true,
    taxYear: 2025,
    taxStatus: 'documents_pending',
    taxYearStatuses: [],
    childrenAges: [],
    createdAt: '2026-01-05T10:00:00.000Z',
    ...fields,
  });
}
