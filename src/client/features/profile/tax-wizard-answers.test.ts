import { describe, expect, it } from 'vitest';
import type { User } from '@shared/contract/user-answer';
import {
  answersFromUser,
  firstStepWithProblems,
  formatAmountAsTyped,
  leaveStep,
  missesStepOneKeyFields,
  parseAmount,
  startStep,
  stepProblems,
  withGapsFilled,
  type WizardAnswers,
} from './tax-wizard-answers';

const NOW = new Date('2025-06-15T10:00:00Z');

function user(overrides: Partial<User> = {}): User {
  return {
    id: 7, email: 'anna@example.ch', role: 'user', name: 'Anna Muster', firstName: 'Anna', lastName: 'Muster',
    phone: '791234567', countryCode: '+41', subscriptionPlan: 'basic', agreeToTerms: true, isProfileComplete: true,
    isTaxProfileComplete: false, taxYear: 2024, taxStatus: 'profile_incomplete', taxYearStatuses: [],
    salutation: null, dateOfBirth: null, religion: null, jobName: null, cantonOfResidence: null, taxAddress: null,
    ahvNumber: null, street: null, zipCode: null, city: null, gemeinde: null, movedDuringYear: null, isFirefighter: null,
    housingSituation: null, maritalStatus: null, propertyOwner: null, numberOfProperties: null, propertyCountry: null,
    propertyUse: null, hasChildren: null, numberOfChildren: null, childrenAges: [], hasInvestments: null,
    hasForeignIncome: null, isDisabled: null, receivesAHVIV: null, hasTaxIdentificationNumber: null,
    hasPowerOfAttorney: null, employmentType: null, paysAlimony: null, alimonyAmount: null, alimonyDuration: null,
    hasPillar3a: null, hasPension: null, pensionEntitlement: null, taxationLevel: null, createdAt: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

/** Every required answer given, as after a full walk through the questionnaire. */
function completeAnswers(overrides: Partial<WizardAnswers> = {}): WizardAnswers {
  return {
    ...answersFromUser(user(), NOW),
    salutation: 'mrs', religion: 'reformed', jobName: 'Nurse', cantonOfResidence: 'zuerich', taxAddress: '123.456.789',
    street: 'Dorfstrasse 5', zipCode: '8914', city: 'Aeugstertal', gemeinde: 'Aeugst am Albis', maritalStatus: 'married',
    employmentType: 'employed',
    ...overrides,
  };
}

describe('the wizard answers', () => {
  it('start from the stored profile, with the date of birth 24 years back as DD.MM.YYYY', () => {
    const answers = answersFromUser(user(), NOW);
    expect(answers.dateOfBirth).toBe('15.06.2001');
    expect(answers.firstName).toBe('Anna');
    expect(answers.hasChildren).toBeNull();
    expect(answersFromUser(user({ dateOfBirth: '1990-03-01', religion: 'unknown' }), NOW)).toMatchObject({ dateOfBirth: '01.03.1990', religion: '' });
  });

  it('refuse to leave step 1 without the required answers, naming first name, last name and phone first', () => {
    const answers = { ...answersFromUser(user({ firstName: null }), NOW), phone: '' };
    const problems = stepProblems(0, answers);
    expect(problems.map((p) => p.field)).toEqual(['salutation', 'firstName', 'religion', 'phone', 'jobName']);
    expect(missesStepOneKeyFields(problems)).toBe(true);
    expect(missesStepOneKeyFields(stepProblems(0, answersFromUser(user(), NOW)))).toBe(false);
  });

  it('refuse a date of birth that does not exist', () => {
    const answers = completeAnswers({ dateOfBirth: '31.02.1990' });
    expect(stepProblems(0, answers)).toEqual([{ field: 'dateOfBirth', kind: 'dateInvalid' }]);
  });

  it('refuse a date of birth after today in Switzerland, as the server does', () => {
    // 00:30 on 16 June in Zurich is still 15 June in UTC.
    const justAfterSwissMidnight = new Date('2025-06-15T22:30:00Z');
    expect(stepProblems(0, completeAnswers({ dateOfBirth: '17.06.2025' }), justAfterSwissMidnight)).toEqual([{ field: 'dateOfBirth', kind: 'dateInFuture' }]);
    expect(stepProblems(0, completeAnswers({ dateOfBirth: '16.06.2025' }), justAfterSwissMidnight)).toEqual([]);
  });

  it('check the tax number against the canton and the AHV number by its check digit', () => {
    expect(stepProblems(2, completeAnswers({ cantonOfResidence: '', taxAddress: '' }))).toEqual([{ field: 'cantonOfResidence', kind: 'selectCanton' }]);
    expect(stepProblems(2, completeAnswers({ taxAddress: '' }))).toEqual([{ field: 'taxAddress', kind: 'required' }]);
    expect(stepProblems(2, completeAnswers({ taxAddress: '123.456.78' }))).toEqual([{ field: 'taxAddress', kind: 'invalidFormat', format: 'XXX.XXX.XXX' }]);
    expect(stepProblems(2, completeAnswers({ ahvNumber: '756.1234.5678.98' }))).toEqual([{ field: 'ahvNumber', kind: 'invalidFormat', format: '756.XXXX.XXXX.XX' }]);
    expect(stepProblems(2, completeAnswers({ ahvNumber: '756.1234.5678.97' }))).toEqual([]);
  });

  it('save the step with the yes/no defaults, and never send a value the server would refuse', () => {
    const { answers, patch } = leaveStep(0, completeAnswers({ dateOfBirth: '01.03.1990', phone: '' }));
    expect(patch).toEqual({
      movedDuringYear: 'no', propertyOwner: false, hasChildren: false,
      salutation: 'mrs', firstName: 'Anna', lastName: 'Muster', dateOfBirth: '1990-03-01', religion: 'reformed', countryCode: '+41', jobName: 'Nurse',
    });
    expect(answers).toMatchObject({ movedDuringYear: 'no', propertyOwner: false, hasChildren: false });
    const wrongNumber = leaveStep(2, completeAnswers({ taxAddress: '123.45' })).patch;
    expect(wrongNumber).toMatchObject({ cantonOfResidence: 'zuerich', ahvNumber: '' });
    expect(wrongNumber).not.toHaveProperty('taxAddress');
    expect(leaveStep(2, completeAnswers()).patch).toMatchObject({ cantonOfResidence: 'zuerich', taxAddress: '123.456.789' });
  });

  it('save children, switches as shown, and alimony only while it applies', () => {
    const children = leaveStep(8, completeAnswers({ hasChildren: true, numberOfChildren: 2, childrenAges: [7, 12] })).patch;
    expect(children).toMatchObject({ hasChildren: true, numberOfChildren: 2, childrenAges: [7, 12] });
    const advanced = completeAnswers({ maritalStatus: 'divorced', hasChildren: true, paysAlimony: true, alimonyAmount: "1'200.50", alimonyDuration: '12' });
    expect(leaveStep(9, advanced).patch).toMatchObject({ hasInvestments: false, hasForeignIncome: false, paysAlimony: true, alimonyAmount: 1200.5, alimonyDuration: '12' });
    // Married now: alimony is no longer asked, so it is switched off and cleared on the server too.
    const married = leaveStep(6, { ...advanced, maritalStatus: 'married' });
    expect(married.patch).toMatchObject({ maritalStatus: 'married', paysAlimony: false, alimonyAmount: 0, alimonyDuration: '' });
    expect(married.answers).toMatchObject({ paysAlimony: false, alimonyAmount: '', alimonyDuration: '' });
  });

  it('fill the unanswered options when completing, keeping given answers', () => {
    const { answers, patch } = withGapsFilled(completeAnswers({ salutation: '', housingSituation: '' }));
    expect(patch).toEqual({ salutation: 'mr', housingSituation: 'renter', pensionEntitlement: 'none' });
    expect(answers).toMatchObject({ salutation: 'mr', religion: 'reformed', maritalStatus: 'married', housingSituation: 'renter' });
  });

  it('continue where the person stopped, or at step 1 when nothing is missing', () => {
    expect(startStep(answersFromUser(user(), NOW), false)).toBe(0);
    expect(startStep(completeAnswers({ street: '' }), false)).toBe(3);
    expect(startStep(completeAnswers({ taxAddress: '' }), false)).toBe(2);
    expect(firstStepWithProblems(completeAnswers())).toBeNull();
    expect(startStep(completeAnswers(), false)).toBe(0);
    expect(startStep(completeAnswers({ street: '' }), true)).toBe(0);
  });

  it('read amounts as typed', () => {
    expect(parseAmount("1'200.50")).toBe(1200.5);
    expect(parseAmount('1200,5')).toBe(1200.5);
    expect(parseAmount('')).toBeNull();
    expect(formatAmountAsTyped('12a00,555')).toBe('1200.55');
  });
});
