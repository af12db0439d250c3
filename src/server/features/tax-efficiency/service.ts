// The signed-in tax-efficiency page (issue 11; spec part 2 'Tax efficiency'): the figures a person
// enters per tax year, and what the engine (src/shared/tax-engine) makes of them for the household
// their tax profile describes. Only the figures are stored; the taxes follow from them and the
// year's ESTV tables on every read, so a correction of the tables reaches everyone at once.
import { salaryCertificateResultSchema, taxStatementResultSchema, type TaxStatementResult } from '@shared/contract/document-recognition';
import { ERROR_CODES } from '@shared/contract/errors';
import {
  taxEfficiencyFiguresSchema,
  type FiguresFromDocuments,
  type TaxEfficiencyFigures,
  type TaxEfficiencyResponse,
} from '@shared/contract/tax-efficiency';
import type { User } from '@shared/contract/user-answer';
import { cantonBySlug } from '@shared/domain/cantons';
import { DOCUMENT_CATEGORY_ROWS } from '@shared/domain/document-category-table';
import { fieldsBlockingCompletion } from '@shared/domain/tax-questionnaire';
import type { TaxYear } from '@shared/tax-engine/calculate-taxes';
import { analyseTaxEfficiency, householdFromFigures } from '@shared/tax-engine/tax-efficiency';
import type { Db } from '../../db/connect';
import { writeAudit } from '../../platform/audit/data';
import { AppError } from '../../platform/errors';
import { loadUserView } from '../../platform/users/view';
import { findConfirmedRecognitions, findFigures, upsertFigures, type ConfirmedRecognition } from './data';

type Household = TaxEfficiencyResponse['household'];
type Municipality = NonNullable<Household['municipality']>;

/** Where the profile says the person lives; the canton as its two-letter code. */
export type ResidencePlace = { postalCode: string | null; municipality: string | null; canton: string | null };

/**
 * The tax calculator's tables and municipality search, handed in by app.ts: features do not
 * import each other, and the tables are loaded once per process for both.
 */
export type TaxTablesAccess = {
  /** The prepared ESTV year; null for a year without tables. */
  yearOf: (taxYear: number) => TaxYear | null;
  /** The one municipality of the year's tables a postal code and Gemeinde name; null when none or several fit. */
  residenceOf: (taxYear: number, place: ResidencePlace) => Municipality | null;
};

export type TaxEfficiencyDeps = { db: Db; taxTables: TaxTablesAccess };

const CONFESSIONS: Record<string, Household['confession']> = {
  roman_catholic: 'roman',
  reformed: 'protestant',
  evangelical_reformed: 'protestant',
  christian_catholic: 'christ',
};

const EARNER_KIND_OF_EMPLOYMENT: Record<string, Household['earnerKind']> = { employed: 'employee', retired: 'pensioner' };

/** Age on 31 December of the tax year: everyone has had that year's birthday by then. */
function ageAtYearEnd(dateOfBirth: string | null, taxYear: number): number | null {
  const birthYear = Number(dateOfBirth?.match(/^(\d{4})-\d{2}-\d{2}$/)?.[1]);
  if (!Number.isInteger(birthYear)) return null;
  const age = taxYear - birthYear;
  return age >= 0 ? age : null;
}

/** The municipality where the year's tables can tax it: its row and its canton's tables. */
function municipalityInYear(year: TaxYear, bfsId: number): Municipality | null {
  const row = year.municipalities.get(bfsId);
  return row && Object.hasOwn(year.tables.cantons, row[2]) ? { bfsId: row[0], name: row[1], canton: row[2] } : null;
}

/** The household as the tax profile describes it, in the engine's terms. */
function householdOf(user: User, taxYear: number, municipality: Municipality | null): Household {
  return {
    relationship: user.maritalStatus === 'married' ? 'married' : 'single',
    childrenAges: user.hasChildren ? [...user.childrenAges] : [],
    confession: (user.religion && CONFESSIONS[user.religion]) || 'none',
    earnerKind: (user.employmentType && EARNER_KIND_OF_EMPLOYMENT[user.employmentType]) || 'other',
    age: ageAtYearEnd(user.dateOfBirth, taxYear),
    municipality,
  };
}

/** The signed-in person with a complete tax profile, and the year's tables. */
async function profileAndTables(deps: TaxEfficiencyDeps, args: { userId: number; taxYear: number }): Promise<{ user: User; year: TaxYear }> {
  const user = await loadUserView(deps.db, args.userId, args.taxYear);
  if (!user) throw new AppError(ERROR_CODES.sessionExpired, 401, 'Your session has expired, please log in again');
  const blocking = fieldsBlockingCompletion(user);
  if (blocking.length > 0) {
    throw new AppError(ERROR_CODES.taxProfileIncomplete, 409, `The tax profile is not complete yet: ${blocking.join(', ')}`, { fields: [...blocking] });
  }
  const year = deps.taxTables.yearOf(args.taxYear);
  if (!year) throw new AppError(ERROR_CODES.taxYearNotSupported, 400, `There are no tax tables for ${args.taxYear}`, { taxYear: args.taxYear });
  return { user, year };
}

/** CHF amounts as the statements give them (up to three decimals) -> Rappen, so that summing adds no float drift. */
const toRappen = (chf: number) => Math.round(chf * 100);
const rappenToFrancs = (rappen: number) => Math.round(rappen / 100);

/** Whose salary a certificate is: the category it was filed under (the taxpayer's or the spouse's). */
const PERSON_OF_CATEGORY_KEY: Partial<Record<string, 1 | 2>> = { salary_statement: 1, spouse_salary: 2 };
const PERSON_OF_CATEGORY = new Map<number, 1 | 2>(
  DOCUMENT_CATEGORY_ROWS.flatMap((c): [number, 1 | 2][] => {
    const person = PERSON_OF_CATEGORY_KEY[c.key];
    return person ? [[c.id, person]] : [];
  }),
);

type EarnerFromDocuments = FiguresFromDocuments['earners'][number];

/**
 * The confirmed salary certificates of the year, summed per person (issue 12: gross income =
 * box 8, social contributions = box 9, pension contributions = boxes 10.1 + 10.2). An empty box
 * adds nothing.
 */
function earnersFromCertificates(confirmed: readonly ConfirmedRecognition[]): EarnerFromDocuments[] {
  const rows = confirmed.filter((row) => row.kind === 'salary-certificate');
  const sums = new Map<1 | 2, { gross: number; social: number; pension: number; documents: EarnerFromDocuments['documents'] }>();
  for (const row of rows) {
    const parsed = salaryCertificateResultSchema.safeParse(row.confirmedResult);
    const person = PERSON_OF_CATEGORY.get(row.categoryId);
    // A confirmed result stored under an earlier shape of the schema is left to the expert rather than failing the page.
    if (!parsed.success || !person) continue;
    const { boxes, employer } = parsed.data;
    const sum = sums.get(person) ?? { gross: 0, social: 0, pension: 0, documents: [] };
    sum.gross += toRappen(boxes.gross ?? 0);
    sum.social += toRappen(boxes.socialContributions ?? 0);
    sum.pension += toRappen(boxes.pensionOrdinary ?? 0) + toRappen(boxes.pensionBuyIn ?? 0);
    sum.documents.push({ fileId: row.fileId, name: row.name, employer: employer.name });
    sums.set(person, sum);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a - b)
    .map(([person, sum]) => ({
      person,
      grossIncome: rappenToFrancs(sum.gross),
      socialContributions: rappenToFrancs(sum.social),
      pensionContributions: rappenToFrancs(sum.pension),
      documents: sum.documents,
    }));
}

/**
 * The taxpayer's confirmed e-tax statements of the year, summed (issue 12: wealth = tax value,
 * investment income = gross revenues A + B, and the withholding tax to reclaim), and their
 * confirmed salary certificates per person. Only the figures as confirmed count: the person has
 * checked or corrected them.
 */
async function figuresFromDocuments(db: Db, userId: number, taxYear: number): Promise<FiguresFromDocuments | null> {
  const confirmed = await findConfirmedRecognitions(db, userId, taxYear);
  // One statement uploaded twice (its PDF and its XML, or again after a correction) counts once:
  // keyed by the statement's own id, the newest file (rows come in file order) wins, as in the
  // investments pre-fill.
  const statementsById = new Map<string, { fileId: number; name: string; statement: TaxStatementResult }>();
  for (const row of confirmed) {
    if (row.kind !== 'ech0196') continue;
    const parsed = taxStatementResultSchema.safeParse(row.confirmedResult);
    // A confirmed result stored under an earlier shape of the schema is left to the expert rather than failing the page.
    if (!parsed.success) continue;
    statementsById.delete(parsed.data.id);
    statementsById.set(parsed.data.id, { fileId: row.fileId, name: row.name, statement: parsed.data });
  }
  const statements = [...statementsById.values()];
  const earners = earnersFromCertificates(confirmed);
  if (statements.length === 0 && earners.length === 0) return null;
  let wealth = 0;
  let investmentIncome = 0;
  let withholdingTaxClaim = 0;
  for (const { statement } of statements) {
    wealth += toRappen(statement.totalTaxValue);
    investmentIncome += toRappen(statement.totalGrossRevenueA) + toRappen(statement.totalGrossRevenueB);
    withholdingTaxClaim += toRappen(statement.totalWithHoldingTaxClaim);
  }
  return {
    wealth: rappenToFrancs(wealth),
    investmentIncome: rappenToFrancs(investmentIncome),
    withholdingTaxClaim: rappenToFrancs(withholdingTaxClaim),
    documents: statements.map(({ fileId, name, statement }) => ({ fileId, name, institution: statement.institution })),
    earners,
  };
}

function respond(
  deps: TaxEfficiencyDeps,
  args: {
    user: User;
    year: TaxYear;
    taxYear: number;
    figures: TaxEfficiencyFigures | null;
    updatedAt: Date | null;
    fromDocuments: FiguresFromDocuments | null;
  },
): TaxEfficiencyResponse {
  const { user, year, taxYear, figures } = args;
  // A municipality chosen with the figures wins over the profile's; one the tables no longer
  // know (a merger) falls back to the profile's.
  const chosen = figures?.bfsId == null ? null : municipalityInYear(year, figures.bfsId);
  const canton = cantonBySlug(user.cantonOfResidence)?.code ?? null;
  const municipality = chosen ?? deps.taxTables.residenceOf(taxYear, { postalCode: user.zipCode, municipality: user.gemeinde, canton });
  const household = householdOf(user, taxYear, municipality);

  let analysis: TaxEfficiencyResponse['analysis'] = null;
  if (figures && municipality) {
    const previousYear = deps.taxTables.yearOf(taxYear - 1);
    // The same figures under last year's tables, where the municipality existed then.
    const previous = previousYear && municipalityInYear(previousYear, municipality.bfsId) ? previousYear : null;
    analysis = analyseTaxEfficiency({ current: year, previous }, householdFromFigures(household, { ...figures, bfsId: municipality.bfsId }), figures.prepaidTaxes);
  }
  return { taxYear, household, figures, analysis, updatedAt: args.updatedAt?.toISOString() ?? null, fromDocuments: args.fromDocuments };
}

export async function getTaxEfficiency(deps: TaxEfficiencyDeps, args: { userId: number; taxYear: number }): Promise<TaxEfficiencyResponse> {
  const { user, year } = await profileAndTables(deps, args);
  const stored = await findFigures(deps.db, args.userId, args.taxYear);
  // Figures stored under an earlier shape of the schema are shown as not entered rather than failing the page.
  const parsed = stored ? taxEfficiencyFiguresSchema.safeParse(stored.figures) : undefined;
  const figures = parsed?.success ? parsed.data : null;
  const fromDocuments = await figuresFromDocuments(deps.db, args.userId, args.taxYear);
  return respond(deps, { user, year, taxYear: args.taxYear, figures, updatedAt: figures ? stored!.updatedAt : null, fromDocuments });
}

export async function saveTaxEfficiency(
  deps: TaxEfficiencyDeps,
  args: { userId: number; taxYear: number; figures: TaxEfficiencyFigures; now: Date },
): Promise<TaxEfficiencyResponse> {
  const { user, year } = await profileAndTables(deps, args);
  const { bfsId } = args.figures;
  if (bfsId !== null && !municipalityInYear(year, bfsId)) {
    throw new AppError(ERROR_CODES.municipalityUnknown, 400, `No municipality with BFS number ${bfsId} in the ${args.taxYear} tax tables`, { bfsId, taxYear: args.taxYear });
  }
  await deps.db.transaction(async (tx) => {
    await upsertFigures(tx, { userId: args.userId, taxYear: args.taxYear, figures: args.figures, now: args.now });
    await writeAudit(tx, { userId: args.userId, actorUserId: args.userId, action: 'tax_efficiency.save', details: { taxYear: args.taxYear }, at: args.now });
  });
  // The PUT's answer replaces the page's cached data, so it carries the documents' figures too.
  const fromDocuments = await figuresFromDocuments(deps.db, args.userId, args.taxYear);
  return respond(deps, { user, year, taxYear: args.taxYear, figures: args.figures, updatedAt: args.now, fromDocuments });
}
