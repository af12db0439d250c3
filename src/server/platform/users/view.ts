import type { User } from '@shared/contract/user-answer';
import { isProfileComplete, joinName } from '@shared/domain/profile';
import { INITIAL_TAX_STATUS_ID, statusKeyOf } from '@shared/domain/tax-status';
import type { DbOrTx } from '../../db/connect';
import { findUserById, listTaxYearStatuses, type UserRow } from './data';

/** The user as the API shows it (spec part 1 §3.1, part 2 §3), for one selected tax year. */
export function toUserView(row: UserRow, statuses: { taxYear: number; statusId: number }[], taxYear: number): User {
  const current = statuses.find((s) => s.taxYear === taxYear)?.statusId ?? INITIAL_TAX_STATUS_ID;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    name: joinName(row.firstName, row.lastName),
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    countryCode: row.countryCode,
    subscriptionPlan: row.subscriptionPlan,
    agreeToTerms: row.agreeToTerms,
    isProfileComplete: isProfileComplete(row),
    isTaxProfileComplete: row.isTaxProfileComplete,
    taxYear,
    taxStatus: statusKeyOf(current),
    taxYearStatuses: statuses.map((s) => ({ taxYear: s.taxYear, status: statusKeyOf(s.statusId) })),
    salutation: row.salutation,
    dateOfBirth: row.dateOfBirth,
    religion: row.religion,
    jobName: row.jobName,
    cantonOfResidence: row.cantonOfResidence,
    taxAddress: row.taxAddress,
    ahvNumber: row.ahvNumber,
    street: row.street,
    zipCode: row.zipCode,
    city: row.city,
    gemeinde: row.gemeinde,
    movedDuringYear: row.movedDuringYear,
    isFirefighter: row.isFirefighter,
    housingSituation: row.housingSituation,
    maritalStatus: row.maritalStatus,
    propertyOwner: row.propertyOwner,
    numberOfProperties: row.numberOfProperties,
    propertyCountry: row.propertyCountry,
    propertyUse: row.propertyUse,
    hasChildren: row.hasChildren,
    numberOfChildren: row.numberOfChildren,
    childrenAges: row.childrenAges,
    hasInvestments: row.hasInvestments,
    hasForeignIncome: row.hasForeignIncome,
    isDisabled: row.isDisabled,
    receivesAHVIV: row.receivesAhvIv,
    hasTaxIdentificationNumber: row.hasTaxIdentificationNumber,
    hasPowerOfAttorney: row.hasPowerOfAttorney,
    employmentType: row.employmentType,
    paysAlimony: row.paysAlimony,
    alimonyAmount: row.alimonyAmount,
    alimonyDuration: row.alimonyDuration,
    hasPillar3a: row.hasPillar3a,
    hasPension: row.hasPension,
    pensionEntitlement: row.pensionEntitlement,
    taxationLevel: row.taxationLevel,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function loadUserView(db: DbOrTx, userId: number, taxYear: number): Promise<User | null> {
  const row = await findUserById(db, userId);
  if (!row) return null;
  const statuses = await listTaxYearStatuses(db, userId);
  return toUserView(row, statuses, taxYear);
}
