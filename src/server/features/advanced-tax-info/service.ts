import { type AdvancedTaxInfo, type InvestmentSettingsInput, type SavedSectionId, type TaxCategoryPreferences } from '@shared/contract/advanced-tax-info';
import { ERROR_CODES } from '@shared/contract/errors';
import type { TaxStatusRecord } from '@shared/contract/tax-status';
import { ADVANCED_SECTION_IDS, advancedChangeBlocker, autoEnabledSections, lockBlocker, type AdvancedSectionId } from '@shared/domain/advanced-sections';
import { isBirthDateInFuture } from '@shared/domain/birth-dates';
import { cantonByCodeOrSlug } from '@shared/domain/cantons';
import { INITIAL_TAX_STATUS_ID, TAX_STATUS } from '@shared/domain/tax-status';
import { isTaxYearOpen } from '@shared/domain/tax-years';
import type { Db, DbOrTx } from '../../db/connect';
import { findSection } from '../../platform/advanced-tax-info/data';
import { settingsFromSave } from '../../platform/advanced-tax-info/investment-entries';
import { getAdvancedTaxInfo, parseSection, type SectionData } from '../../platform/advanced-tax-info/read';
import { writeAudit } from '../../platform/audit/data';
import { AppError, validationError } from '../../platform/errors';
import { findTaxYearStatusForChange, lockAdvancedTaxYear } from '../../platform/tax-status/data';
import { getTaxStatusRecord } from '../../platform/tax-status/status-record';
import { findUserById } from '../../platform/users/data';
import { loadUserView } from '../../platform/users/view';
import * as data from './data';
import { powerOfAttorneyFilename, renderPowerOfAttorney, type MandatePerson, type PowerOfAttorneyLanguage } from './power-of-attorney-pdf';

/** The reader lives in platform (the experts' case page reads the same); the routes call it from here. */
export { getAdvancedTaxInfo, type SectionData };

function assertYearOpen(taxYear: number, now: Date) {
  if (!isTaxYearOpen(taxYear, now)) throw new AppError(ERROR_CODES.taxYearNotOpen, 400, `Tax returns for ${taxYear} cannot be filed now`, { taxYear });
}

const sectionLocked = (message = 'This tax year is finished and locked; the advanced tax information can no longer be changed') =>
  new AppError(ERROR_CODES.sectionLocked, 409, message);

/**
 * Locks the year's status row for the rest of the transaction and refuses the change when the
 * year is locked or not in the document phase (status 2 or 3).
 */
async function assertAdvancedChangeAllowed(tx: DbOrTx, userId: number, taxYear: number): Promise<void> {
  const row = await findTaxYearStatusForChange(tx, userId, taxYear);
  const statusId = row?.statusId ?? INITIAL_TAX_STATUS_ID;
  const blocker = advancedChangeBlocker({ statusId, locked: row?.advancedTaxLocked ?? false });
  if (blocker === 'SECTION_LOCKED') throw sectionLocked();
  if (blocker === 'WRONG_STATUS') {
    throw new AppError(
      ERROR_CODES.wrongStatus,
      409,
      statusId < TAX_STATUS.documentsPending
        ? 'Complete your tax profile before filling in the advanced tax information'
        : 'The documents for this tax year have already been transmitted; the advanced tax information can no longer be changed',
    );
  }
}

/**
 * Saves one section (already validated by its schema) for an open year in the document phase
 * that is not locked. The section row and its audit row commit together; the audit names the
 * section only, never a value (AHV and tax numbers stay out of every log).
 */
export async function saveSection<K extends SavedSectionId>(
  db: Db,
  args: { userId: number; taxYear: number; section: K; data: SectionData[K]; now: Date },
): Promise<AdvancedTaxInfo> {
  assertYearOpen(args.taxYear, args.now);
  if (args.section === 'children') {
    const late = (args.data as SectionData['children']).findIndex((child) => isBirthDateInFuture(child.birthDate, args.now));
    if (late !== -1) throw validationError('birthDateInFuture', `children.${late}.birthDate`);
  }
  return writeSection(db, args, async () => args.data);
}

/**
 * Saves the investments section. The entries keep the sources the server set when it pre-filled
 * them from a confirmed e-tax statement, read in the save's transaction (investment-entries.ts).
 */
export async function saveInvestments(
  db: Db,
  args: { userId: number; taxYear: number; investments: InvestmentSettingsInput; now: Date },
): Promise<AdvancedTaxInfo> {
  assertYearOpen(args.taxYear, args.now);
  return writeSection(db, { ...args, section: 'investments' }, async (tx) => {
    const stored = await findSection(tx, args.userId, args.taxYear, 'investments');
    return settingsFromSave(stored ? parseSection('investments', stored.data) : null, args.investments);
  });
}

async function writeSection<K extends SavedSectionId>(
  db: Db,
  args: { userId: number; taxYear: number; section: K; now: Date },
  sectionData: (tx: DbOrTx) => Promise<SectionData[K]>,
): Promise<AdvancedTaxInfo> {
  return db.transaction(async (tx) => {
    await assertAdvancedChangeAllowed(tx, args.userId, args.taxYear);
    await data.upsertSection(tx, { userId: args.userId, taxYear: args.taxYear, section: args.section, data: await sectionData(tx), now: args.now });
    await writeAudit(tx, {
      userId: args.userId,
      actorUserId: args.userId,
      action: 'advanced_tax.save',
      details: { taxYear: args.taxYear, section: args.section },
      at: args.now,
    });
    return getAdvancedTaxInfo(tx, args);
  });
}

// ---- Section preferences ----

async function readPreferences(db: DbOrTx, userId: number, taxYear: number): Promise<TaxCategoryPreferences> {
  // In turn, not Promise.all: inside a transaction both share one connection (pg deprecates concurrent queries on it).
  const user = await loadUserView(db, userId, taxYear);
  const stored = await data.listPreferences(db, userId, taxYear);
  if (!user) throw new AppError(ERROR_CODES.sessionExpired, 401, 'Your session has expired, please log in again');
  const auto = autoEnabledSections(user);
  const sections = {} as TaxCategoryPreferences['sections'];
  for (const id of ADVANCED_SECTION_IDS) {
    const manual = stored.find((p) => p.categoryId === id)?.isRelevant ?? null;
    sections[id] = { autoEnabled: auto[id], manual, enabled: auto[id] || manual === true };
  }
  return { taxYear, sections };
}

/** Which sections are on for a year: by the tax profile (auto) or by the person's toggle. */
export async function getPreferences(db: Db, args: { userId: number; taxYear: number }): Promise<TaxCategoryPreferences> {
  return readPreferences(db, args.userId, args.taxYear);
}

/**
 * Switches a section relevant or not. A section the tax profile switches on (and authorization,
 * always on) cannot be switched off; switching it on changes nothing. Locked years refuse.
 */
export async function setPreference(
  db: Db,
  args: { userId: number; taxYear: number; sectionId: AdvancedSectionId; isRelevant: boolean; now: Date },
): Promise<TaxCategoryPreferences> {
  assertYearOpen(args.taxYear, args.now);
  return db.transaction(async (tx) => {
    await assertAdvancedChangeAllowed(tx, args.userId, args.taxYear);
    const current = await readPreferences(tx, args.userId, args.taxYear);
    const section = current.sections[args.sectionId]!;
    if (section.autoEnabled) {
      if (args.isRelevant) return current;
      throw new AppError(
        ERROR_CODES.sectionAutoEnabled,
        409,
        args.sectionId === 'authorization'
          ? 'The authorization section is always on'
          : 'Your tax profile switches this section on, so it cannot be switched off',
      );
    }
    if (section.manual === args.isRelevant) return current;
    await data.upsertPreference(tx, { userId: args.userId, taxYear: args.taxYear, categoryId: args.sectionId, isRelevant: args.isRelevant, now: args.now });
    await writeAudit(tx, {
      userId: args.userId,
      actorUserId: args.userId,
      action: 'advanced_tax.preference',
      details: { taxYear: args.taxYear, section: args.sectionId, isRelevant: args.isRelevant },
      at: args.now,
    });
    return readPreferences(tx, args.userId, args.taxYear);
  });
}

// ---- Finish Section (the lock) ----

/**
 * 'Finish Section': locks the advanced data of a year for good, which makes it ready to
 * transmit. Needs status 3 and the saved authorization with the accepted power of attorney;
 * happens once (a second call answers changed: false). Unlocking is not a user action.
 */
export async function setAdvancedTaxLock(
  db: Db,
  args: { userId: number; taxYear: number; locked: boolean; now: Date },
): Promise<{ changed: boolean; taxStatus: TaxStatusRecord }> {
  assertYearOpen(args.taxYear, args.now);
  return db.transaction(async (tx) => {
    const row = await findTaxYearStatusForChange(tx, args.userId, args.taxYear);
    const statusId = row?.statusId ?? INITIAL_TAX_STATUS_ID;
    const locked = row?.advancedTaxLocked ?? false;
    if (!args.locked) {
      if (locked) throw sectionLocked('Unlocking a locked year is not a user action');
      return { changed: false, taxStatus: await getTaxStatusRecord(tx, args) };
    }
    const stored = await findSection(tx, args.userId, args.taxYear, 'authorization');
    const authorization = stored ? parseSection('authorization', stored.data) : null;
    const blocker = lockBlocker({ statusId, locked, powerOfAttorneyAccepted: authorization?.powerOfAttorneyAccepted === true });
    if (blocker === 'WRONG_STATUS') {
      throw new AppError(
        ERROR_CODES.wrongStatus,
        409,
        statusId < TAX_STATUS.documentsSubmitted
          ? 'Upload all required documents before finishing the section'
          : 'The documents for this tax year have already been transmitted',
      );
    }
    if (blocker === 'AUTHORIZATION_REQUIRED') {
      throw new AppError(
        ERROR_CODES.authorizationRequired,
        409,
        'Save the authorization with the accepted power of attorney before finishing the section',
      );
    }
    const changed = !locked && (await lockAdvancedTaxYear(tx, { userId: args.userId, taxYear: args.taxYear, now: args.now }));
    if (changed) {
      await writeAudit(tx, { userId: args.userId, actorUserId: args.userId, action: 'advanced_tax.lock', details: { taxYear: args.taxYear }, at: args.now });
    }
    return { changed, taxStatus: await getTaxStatusRecord(tx, args) };
  });
}

// ---- Power of attorney ----

/**
 * The mandate for one tax year as a PDF, filled in from the profile (and the spouse tab for
 * married people). Missing details print as lines to fill in by hand.
 */
export async function powerOfAttorneyPdf(
  db: Db,
  args: { userId: number; taxYear: number; language: PowerOfAttorneyLanguage; now: Date },
): Promise<{ filename: string; content: Buffer }> {
  const user = await findUserById(db, args.userId);
  if (!user) throw new AppError(ERROR_CODES.sessionExpired, 401, 'Your session has expired, please log in again');
  // Only these fields go into the document: no AHV or tax number.
  const address = { street: user.street, zipCode: user.zipCode, city: user.city };
  const person: MandatePerson = { firstName: user.firstName, lastName: user.lastName, ...address, dateOfBirth: user.dateOfBirth };
  let spouse: MandatePerson | null = null;
  if (user.maritalStatus === 'married') {
    // Jointly taxed spouses share the household; the spouse tab knows the name but no birth date.
    const stored = await findSection(db, args.userId, args.taxYear, 'spouse');
    const saved = stored ? parseSection('spouse', stored.data) : null;
    spouse = { firstName: saved?.firstName || null, lastName: saved?.lastName || null, ...address, dateOfBirth: null };
  }
  const canton = cantonByCodeOrSlug(user.cantonOfResidence);
  const content = await renderPowerOfAttorney({
    language: args.language,
    taxYear: args.taxYear,
    person,
    spouse,
    cantonName: canton ? canton.names[args.language] : null,
    now: args.now,
  });
  return { filename: powerOfAttorneyFilename(args.language, args.taxYear), content };
}
