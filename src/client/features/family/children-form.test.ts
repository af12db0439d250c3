import { describe, expect, it } from 'vitest';
import { canAddChild, childrenFormSchema, emptyChild } from './children-form';
import { parseAge, spouseFormSchema, spouseFormValues } from './spouse-form';

const child = (patch: Partial<ReturnType<typeof emptyChild>> = {}) => ({ ...emptyChild(), firstName: 'Anna', birthDate: '2015-04-02', ...patch });

function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('children rows', () => {
  it('allows adding up to the shared limit of 20', () => {
    expect(canAddChild(19)).toBe(true);
    expect(canAddChild(20)).toBe(false);
  });
});

describe('childrenFormSchema', () => {
  // 16 June 2025, 00:30 in Zurich, while UTC is still on 15 June: the Swiss day counts.
  const schema = childrenFormSchema(new Date('2025-06-15T22:30:00Z'));

  it('accepts a complete child born today or earlier (in Switzerland)', () => {
    expect(schema.safeParse({ children: [child(), child({ birthDate: '2025-06-16' })] }).success).toBe(true);
    expect(schema.safeParse({ children: [] }).success).toBe(true);
  });

  it('refuses a birth date in the future, a missing first name and a missing date, at the right row', () => {
    const result = schema.safeParse({ children: [child(), child({ birthDate: '2025-06-17' }), child({ firstName: '  ', birthDate: '' })] });
    expect(issues(result)).toEqual(
      expect.arrayContaining([
        ['children.1.birthDate', 'birthDateInFuture'],
        ['children.2.firstName', 'childFirstNameRequired'],
        ['children.2.birthDate', 'dateInvalid'],
      ]),
    );
  });

  it('keeps the shared limit of 20 children', () => {
    const result = schema.safeParse({ children: Array.from({ length: 21 }, () => child()) });
    expect(result.success).toBe(false);
  });
});

describe('spouse form', () => {
  it('reads the age as whole years, empty as unknown', () => {
    expect(parseAge('')).toBeNull();
    expect(parseAge(' 42 ')).toBe(42);
    expect(parseAge('4.5')).toBeNaN();
    expect(parseAge('abc')).toBeNaN();
  });

  it('checks the typed values with the shared spouse schema', () => {
    const values = { ...spouseFormValues(null), firstName: 'Maria', age: '41' };
    expect(spouseFormSchema.parse(values)).toEqual({ firstName: 'Maria', lastName: '', age: 41, occupation: '', ahvNumber: '', taxId: '' });
    expect(issues(spouseFormSchema.safeParse({ ...values, age: '130', ahvNumber: '756.1234.5678.90' }))).toEqual([
      ['age', 'ageInvalid'],
      ['ahvNumber', 'ahvInvalid'],
    ]);
  });

  it('shows a saved spouse with the age as text', () => {
    expect(spouseFormValues({ firstName: 'Maria', lastName: 'Muster', age: null, occupation: '', ahvNumber: '', taxId: '' }).age).toBe('');
    expect(spouseFormValues({ firstName: 'Maria', lastName: 'Muster', age: 0, occupation: '', ahvNumber: '', taxId: '' }).age).toBe('0');
  });
});
