import { describe, expect, it } from 'vitest';
import {
  addChild,
  alimonyToggleOff,
  childrenToggle,
  clampChildAge,
  defaultDateOfBirth,
  fillTaxProfileGaps,
  invalidFieldsOfStep,
  isAlimonyVisible,
  fieldsBlockingCompletion,
  missingRequiredFields,
  pensionBand,
  removeChild,
  requiredFieldsOfStep,
  stepDefaults,
  type QuestionnaireProfile,
} from './tax-questionnaire';
import { profileUpdateBodySchema } from '../contract/user';

const COMPLETE: QuestionnaireProfile = {
  salutation: 'mrs',
  firstName: 'Anna',
  lastName: 'Muster',
  dateOfBirth: '1990-05-17',
  religion: 'reformed',
  phone: '791234567',
  jobName: 'Teacher',
  cantonOfResidence: 'zuerich',
  taxAddress: '123.456.789',
  ahvNumber: '',
  street: 'Bahnhofstrasse 1',
  zipCode: '8001',
  city: 'Zürich',
  gemeinde: 'Zürich',
  maritalStatus: 'individual',
  employmentType: 'employed',
};

describe('children stepper', () => {
  it('starts with one child aged 7 when switched on and forgets them when switched off', () => {
    expect(childrenToggle(true)).toEqual({ hasChildren: true, numberOfChildren: 1, childrenAges: [7] });
    expect(childrenToggle(false)).toEqual({ hasChildren: false, numberOfChildren: 0, childrenAges: [] });
  });

  it('adds a child aged 7 with plus', () => {
    expect(addChild([7])).toEqual([7, 7]);
    expect(addChild([3, 12])).toEqual([3, 12, 7]);
    expect(addChild([])).toEqual([7]);
  });

  it('stops adding at 20 children, the most the profile accepts', () => {
    const twenty = Array.from({ length: 20 }, () => 5);
    expect(addChild(twenty)).toHaveLength(20);
  });

  it('drops the last child with minus, but only while there is more than one', () => {
    expect(removeChild([3, 12, 7])).toEqual([3, 12]);
    expect(removeChild([3, 12])).toEqual([3]);
    expect(removeChild([3])).toEqual([3]);
    expect(removeChild([])).toEqual([]);
  });

  it('does not change the array it is given', () => {
    const ages = [4, 9];
    addChild(ages);
    removeChild(ages);
    expect(ages).toEqual([4, 9]);
  });

  it('clamps ages to 0..18, keeps digits only and reads empty as 0', () => {
    expect(clampChildAge('')).toBe(0);
    expect(clampChildAge('0')).toBe(0);
    expect(clampChildAge('7')).toBe(7);
    expect(clampChildAge('18')).toBe(18);
    expect(clampChildAge('19')).toBe(18);
    expect(clampChildAge('250')).toBe(18);
    expect(clampChildAge('1a2')).toBe(12);
    expect(clampChildAge('abc')).toBe(0);
    expect(clampChildAge(-3)).toBe(0);
    expect(clampChildAge(25)).toBe(18);
    expect(clampChildAge(7.8)).toBe(7);
    expect(clampChildAge(Number.NaN)).toBe(0);
  });
});

describe('alimony', () => {
  it('is asked only when divorced or separated with children', () => {
    expect(isAlimonyVisible({ maritalStatus: 'divorced', hasChildren: true })).toBe(true);
    expect(isAlimonyVisible({ maritalStatus: 'separated', hasChildren: true })).toBe(true);
    expect(isAlimonyVisible({ maritalStatus: 'divorced', hasChildren: false })).toBe(false);
    expect(isAlimonyVisible({ maritalStatus: 'separated', hasChildren: null })).toBe(false);
    for (const status of ['individual', 'married', 'widowed', 'company', null]) {
      expect(isAlimonyVisible({ maritalStatus: status, hasChildren: true })).toBe(false);
    }
  });

  it('clears amount and duration when switched off, in a form the profile save accepts', () => {
    const patch = alimonyToggleOff();
    expect(patch).toEqual({ paysAlimony: false, alimonyAmount: 0, alimonyDuration: '' });
    expect(profileUpdateBodySchema.safeParse(patch).success).toBe(true);
  });
});

describe('pension bands', () => {
  it.each([
    [0, 'none'],
    [39, 'none'],
    [39.9, 'none'],
    [40, 'quarter'],
    [49, 'quarter'],
    [50, 'half'],
    [59, 'half'],
    [60, 'three_quarter'],
    [69, 'three_quarter'],
    [70, 'full'],
    [100, 'full'],
  ] as const)('%d%% gives %s', (percent, band) => {
    expect(pensionBand(percent)).toBe(band);
  });

  it('gives none without a number', () => {
    expect(pensionBand(null)).toBe('none');
    expect(pensionBand(Number.NaN)).toBe('none');
  });
});

describe('date of birth default', () => {
  it('is today minus 24 years in Swiss time', () => {
    expect(defaultDateOfBirth(new Date('2025-03-14T10:00:00Z'))).toBe('2001-03-14');
    // 23:30 UTC on 31 December is already 1 January in Zurich.
    expect(defaultDateOfBirth(new Date('2025-12-31T23:30:00Z'))).toBe('2002-01-01');
  });

  it('turns 29 February into 28 February when that year has none', () => {
    expect(defaultDateOfBirth(new Date('2124-02-29T12:00:00Z'))).toBe('2100-02-28');
    expect(defaultDateOfBirth(new Date('2024-02-29T12:00:00Z'))).toBe('2000-02-29');
  });
});

describe('defaults', () => {
  it('answers the unset yes/no questions with no on leaving a step', () => {
    expect(stepDefaults({})).toEqual({ movedDuringYear: 'no', propertyOwner: false, hasChildren: false });
    expect(stepDefaults({ movedDuringYear: null, propertyOwner: null, hasChildren: null })).toEqual({
      movedDuringYear: 'no',
      propertyOwner: false,
      hasChildren: false,
    });
  });

  it('never overwrites an answer', () => {
    expect(stepDefaults({ movedDuringYear: 'yes', propertyOwner: true, hasChildren: true })).toEqual({});
    expect(stepDefaults({ movedDuringYear: 'no', propertyOwner: false, hasChildren: false })).toEqual({});
  });

  it('fills the option gaps after a save and keeps the answers given', () => {
    expect(fillTaxProfileGaps({})).toEqual({
      salutation: 'mr',
      religion: 'none',
      housingSituation: 'renter',
      maritalStatus: 'individual',
      employmentType: 'employed',
      pensionEntitlement: 'none',
    });
    expect(
      fillTaxProfileGaps({
        salutation: 'mrs',
        religion: 'reformed',
        housingSituation: 'owner',
        maritalStatus: 'married',
        employmentType: 'retired',
        pensionEntitlement: '',
      }),
    ).toEqual({ pensionEntitlement: 'none' });
    expect(profileUpdateBodySchema.safeParse(fillTaxProfileGaps({})).success).toBe(true);
  });
});

describe('required fields per step', () => {
  it('asks for the required fields of part 2 §5 on their steps', () => {
    expect(requiredFieldsOfStep(0)).toEqual(['salutation', 'lastName', 'firstName', 'dateOfBirth', 'religion', 'phone', 'jobName']);
    expect(requiredFieldsOfStep(1)).toEqual(['cantonOfResidence']);
    expect(requiredFieldsOfStep(3)).toEqual(['street', 'zipCode', 'city', 'gemeinde']);
    expect(requiredFieldsOfStep(6)).toEqual(['maritalStatus']);
    expect(requiredFieldsOfStep(11)).toEqual(['employmentType']);
    for (const step of [2, 4, 5, 7, 8, 9, 10, 12, -1]) expect(requiredFieldsOfStep(step)).toEqual([]);
  });

  it('lists the missing fields in form order; blank text is missing', () => {
    expect(missingRequiredFields(0, { firstName: 'Anna', lastName: ' ', phone: '079' })).toEqual(['salutation', 'lastName', 'dateOfBirth', 'religion', 'jobName']);
    expect(missingRequiredFields(3, { street: 'Bahnhofstrasse 1', zipCode: '8001', city: 'Zürich', gemeinde: null })).toEqual(['gemeinde']);
    expect(missingRequiredFields(1, COMPLETE)).toEqual([]);
    expect(missingRequiredFields(4, {})).toEqual([]);
  });

  it('checks the tax number against the canton and the AHV number only when given', () => {
    expect(invalidFieldsOfStep(2, COMPLETE)).toEqual([]);
    expect(invalidFieldsOfStep(2, { ...COMPLETE, taxAddress: '' })).toEqual(['taxAddress']);
    expect(invalidFieldsOfStep(2, { ...COMPLETE, cantonOfResidence: 'waadt' })).toEqual(['taxAddress']);
    expect(invalidFieldsOfStep(2, { ...COMPLETE, ahvNumber: '756.1234.5678.97' })).toEqual([]);
    expect(invalidFieldsOfStep(2, { ...COMPLETE, ahvNumber: '756.1234.5678.98' })).toEqual(['ahvNumber']);
    expect(invalidFieldsOfStep(1, { ...COMPLETE, taxAddress: '' })).toEqual([]);
  });
});

describe('the completeness check (fieldsBlockingCompletion)', () => {
  it('passes a profile with every required answer and a valid tax number', () => {
    expect(fieldsBlockingCompletion(COMPLETE)).toEqual([]);
    expect(fieldsBlockingCompletion({ ...COMPLETE, ahvNumber: null })).toEqual([]);
    expect(fieldsBlockingCompletion({ ...COMPLETE, ahvNumber: '756.9876.5432.17' })).toEqual([]);
  });

  it.each(['salutation', 'firstName', 'lastName', 'dateOfBirth', 'religion', 'phone', 'jobName', 'cantonOfResidence', 'street', 'zipCode', 'city', 'gemeinde', 'maritalStatus', 'employmentType'] as const)(
    'names %s when it is missing',
    (field) => {
      expect(fieldsBlockingCompletion({ ...COMPLETE, [field]: null })).toContain(field);
      expect(fieldsBlockingCompletion({ ...COMPLETE, [field]: '' })).toContain(field);
    },
  );

  it('names a tax number that does not fit the canton, or a wrong AHV number, once each', () => {
    expect(fieldsBlockingCompletion({ ...COMPLETE, taxAddress: null })).toEqual(['taxAddress']);
    expect(fieldsBlockingCompletion({ ...COMPLETE, taxAddress: '123.456.78' })).toEqual(['taxAddress']);
    expect(fieldsBlockingCompletion({ ...COMPLETE, cantonOfResidence: 'jura' })).toEqual(['taxAddress']);
    expect(fieldsBlockingCompletion({ ...COMPLETE, cantonOfResidence: 'jura', taxAddress: '123-456-78' })).toEqual([]);
    expect(fieldsBlockingCompletion({ ...COMPLETE, cantonOfResidence: 'atlantis' })).toEqual(['taxAddress']);
    expect(fieldsBlockingCompletion({ ...COMPLETE, ahvNumber: '756.1234.5678.90' })).toEqual(['ahvNumber']);
  });
});
