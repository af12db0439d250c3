import type { User } from '../contract/user-answer';
import type { TaxDeclarationExport } from '../contract/tax-profile';

/**
 * The tax declaration export of the questionnaire (spec part 2 §3): the answers grouped in
 * sections plus metadata. Built from the stored profile, so what is exported is what was saved.
 */
export function buildTaxDeclarationExport(user: User, taxYear: number, now: Date): TaxDeclarationExport {
  return {
    personalInfo: {
      salutation: user.salutation,
      firstName: user.firstName,
      lastName: user.lastName,
      dateOfBirth: user.dateOfBirth,
      religion: user.religion,
      phone: user.phone,
      countryCode: user.countryCode,
      email: user.email,
      jobName: user.jobName,
    },
    location: {
      cantonOfResidence: user.cantonOfResidence,
      taxAddress: user.taxAddress,
      ahvNumber: user.ahvNumber,
      street: user.street,
      zipCode: user.zipCode,
      city: user.city,
      gemeinde: user.gemeinde,
      movedDuringYear: user.movedDuringYear,
      housingSituation: user.housingSituation,
    },
    personalStatus: { maritalStatus: user.maritalStatus, isFirefighter: user.isFirefighter },
    realEstate: {
      propertyOwner: user.propertyOwner,
      numberOfProperties: user.numberOfProperties,
      propertyCountry: user.propertyCountry,
      propertyUse: user.propertyUse,
    },
    children: { hasChildren: user.hasChildren, numberOfChildren: user.numberOfChildren, childrenAges: user.childrenAges },
    taxFeatures: {
      hasInvestments: user.hasInvestments,
      hasForeignIncome: user.hasForeignIncome,
      hasPillar3a: user.hasPillar3a,
      isDisabled: user.isDisabled,
      pensionEntitlement: user.pensionEntitlement,
      receivesAHVIV: user.receivesAHVIV,
      hasPension: user.hasPension,
    },
    employment: { employmentType: user.employmentType },
    alimony: { paysAlimony: user.paysAlimony, alimonyAmount: user.alimonyAmount, alimonyDuration: user.alimonyDuration },
    metadata: {
      submitDate: now.toISOString(),
      userId: user.id,
      taxYear,
      profileVersion: '1.0',
      completionStatus: 'complete',
      dataValidated: true,
    },
  };
}

/** A safe download name: letters, digits, dot, dash and underscore, ending in .json. */
export function declarationFilename(requested: string | undefined, taxYear: number): string {
  const base = (requested ?? '').replace(/\.json$/i, '').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '').slice(0, 80);
  return `${base || `steuerprofil-${taxYear}`}.json`;
}
