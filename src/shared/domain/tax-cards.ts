/**
 * Tax cards: which tax topics apply to a profile and why (spec part 2 §2 'Tax-card demo', §3
 * 'Card ids and categories', §4 'Card enablement'). Recomputed from the profile on every change,
 * so nothing here is stored. Titles and descriptions are English fallbacks; the client
 * translates by card and category id, and builds the reason text from its key and params.
 */
import type { User } from '../contract/user-answer';
import { cantonBySlug } from './cantons';

export type TaxCardProfile = Partial<
  Pick<
    User,
    | 'firstName'
    | 'lastName'
    | 'cantonOfResidence'
    | 'maritalStatus'
    | 'employmentType'
    | 'hasChildren'
    | 'numberOfChildren'
    | 'childrenAges'
    | 'paysAlimony'
    | 'propertyOwner'
    | 'numberOfProperties'
    | 'hasInvestments'
    | 'hasPillar3a'
    | 'hasPension'
    | 'isFirefighter'
    | 'isDisabled'
    | 'hasForeignIncome'
    | 'receivesAHVIV'
    | 'movedDuringYear'
  >
>;

type ProfileField = keyof TaxCardProfile;

export const TAX_CARD_CATEGORIES = [
  { id: 'family', title: 'Family & Children', description: 'Deductions and allowances for the children you support' },
  { id: 'relationship', title: 'Marriage & Relationships', description: 'Joint filing and payments between (former) partners' },
  { id: 'property', title: 'Property & Real Estate', description: 'Homes and properties you own or rent out' },
  { id: 'investments', title: 'Investments & Securities', description: 'Shares, funds, bonds and custody accounts' },
  { id: 'pension', title: 'Pension & Retirement', description: 'Pillar 3a savings and pensions you receive' },
  { id: 'employment', title: 'Employment & Business', description: 'Income from work, your business or your farm' },
  { id: 'special', title: 'Special Circumstances', description: 'Fire brigade service and disability' },
  { id: 'international', title: 'International & Foreign', description: 'Income and assets outside Switzerland' },
  { id: 'social', title: 'Social Security & Benefits', description: 'AHV and IV benefits' },
  { id: 'relocation', title: 'Moving & Relocation', description: 'A move during the tax year' },
  { id: 'canton', title: 'Canton-Specific', description: 'Rules that only your canton of residence has' },
] as const;

export type TaxCardCategory = (typeof TAX_CARD_CATEGORIES)[number]['id'];

/** Why a card applies: the client turns key and params into a sentence in the user's language. */
export type RelevanceReason = {
  key:
    | 'children'
    | 'married'
    | 'paysAlimony'
    | 'maritalStatus'
    | 'propertyOwner'
    | 'multipleProperties'
    | 'investments'
    | 'pillar3a'
    | 'pension'
    | 'retired'
    | 'employmentType'
    | 'firefighter'
    | 'disabled'
    | 'foreignIncome'
    | 'ahvIvBenefits'
    | 'moved'
    | 'canton';
  params?: Record<string, string | number>;
};

type CardDefinition = {
  id: string;
  category: TaxCardCategory;
  title: string;
  description: string;
  /** Profile fields the card depends on: shown after 'Not applicable - ' when the card is off. */
  requiredFields: readonly ProfileField[];
  reason: (p: TaxCardProfile) => RelevanceReason | null;
};

function childCount(p: TaxCardProfile): number {
  return p.numberOfChildren ?? p.childrenAges?.length ?? 0;
}

const childrenReason = (p: TaxCardProfile): RelevanceReason | null =>
  p.hasChildren === true ? { key: 'children', params: { count: childCount(p) } } : null;
const propertyReason = (p: TaxCardProfile): RelevanceReason | null => (p.propertyOwner === true ? { key: 'propertyOwner' } : null);
const investmentsReason = (p: TaxCardProfile): RelevanceReason | null => (p.hasInvestments === true ? { key: 'investments' } : null);
const employmentReason =
  (...types: string[]) =>
  (p: TaxCardProfile): RelevanceReason | null =>
    p.employmentType && types.includes(p.employmentType) ? { key: 'employmentType', params: { type: p.employmentType } } : null;

const CARD_DEFINITIONS = [
  {
    id: 'children_allowances',
    category: 'family',
    title: 'Child Allowances',
    description: 'Deductions for each child you support',
    requiredFields: ['hasChildren', 'numberOfChildren'],
    reason: childrenReason,
  },
  {
    id: 'childcare_costs',
    category: 'family',
    title: 'Childcare Costs',
    description: 'Third-party childcare while you work or study',
    requiredFields: ['hasChildren', 'numberOfChildren'],
    reason: childrenReason,
  },
  {
    id: 'education_expenses',
    category: 'family',
    title: 'Education Expenses',
    description: "Schooling and training costs of your children",
    requiredFields: ['hasChildren', 'numberOfChildren'],
    reason: childrenReason,
  },
  {
    id: 'spouse_income',
    category: 'relationship',
    title: 'Spouse Income',
    description: "Your spouse's income in the joint tax return",
    requiredFields: ['maritalStatus'],
    reason: (p) => (p.maritalStatus === 'married' ? { key: 'married' } : null),
  },
  {
    id: 'alimony_payments',
    category: 'relationship',
    title: 'Alimony Payments',
    description: 'Maintenance paid to a former partner or for children',
    requiredFields: ['paysAlimony', 'maritalStatus'],
    reason: (p) => {
      if (p.paysAlimony === true) return { key: 'paysAlimony' };
      if (p.maritalStatus === 'divorced' || p.maritalStatus === 'separated') return { key: 'maritalStatus', params: { status: p.maritalStatus } };
      return null;
    },
  },
  {
    id: 'property_expenses',
    category: 'property',
    title: 'Property Expenses',
    description: 'Maintenance and running costs of your property',
    requiredFields: ['propertyOwner'],
    reason: propertyReason,
  },
  {
    id: 'mortgage_interest',
    category: 'property',
    title: 'Mortgage Interest',
    description: 'Interest paid on your mortgages',
    requiredFields: ['propertyOwner'],
    reason: propertyReason,
  },
  {
    id: 'rental_income',
    category: 'property',
    title: 'Rental Income',
    description: 'Rent received for properties you let',
    requiredFields: ['propertyOwner', 'numberOfProperties'],
    reason: (p) =>
      p.propertyOwner === true && (p.numberOfProperties ?? 0) > 1
        ? { key: 'multipleProperties', params: { count: p.numberOfProperties ?? 0 } }
        : null,
  },
  {
    id: 'investment_income',
    category: 'investments',
    title: 'Investment Income',
    description: 'Dividends, interest and other returns on your investments',
    requiredFields: ['hasInvestments'],
    reason: investmentsReason,
  },
  {
    id: 'securities_custody',
    category: 'investments',
    title: 'Securities Custody',
    description: 'Custody account fees and the list of securities',
    requiredFields: ['hasInvestments'],
    reason: investmentsReason,
  },
  {
    id: 'pillar3a_contributions',
    category: 'pension',
    title: 'Pillar 3a Contributions',
    description: 'Deductible payments into your pillar 3a account',
    requiredFields: ['hasPillar3a'],
    reason: (p) => (p.hasPillar3a === true ? { key: 'pillar3a' } : null),
  },
  {
    id: 'pension_income',
    category: 'pension',
    title: 'Pension Income',
    description: 'Pensions and annuities you receive',
    requiredFields: ['hasPension', 'employmentType'],
    reason: (p) => {
      if (p.hasPension === true) return { key: 'pension' };
      if (p.employmentType === 'retired') return { key: 'retired' };
      return null;
    },
  },
  {
    id: 'self_employment',
    category: 'employment',
    title: 'Self-Employment',
    description: 'Business income, expenses and social security contributions',
    requiredFields: ['employmentType'],
    reason: employmentReason('self-employed', 'mixed'),
  },
  {
    id: 'farming_income',
    category: 'employment',
    title: 'Farming Income',
    description: 'Income and expenses of your farm',
    requiredFields: ['employmentType'],
    reason: employmentReason('farmer'),
  },
  {
    id: 'professional_expenses',
    category: 'employment',
    title: 'Professional Expenses',
    description: 'Commuting, meals away from home and other work costs',
    requiredFields: ['employmentType'],
    reason: employmentReason('employed', 'mixed'),
  },
  {
    id: 'firefighter_allowance',
    category: 'special',
    title: 'Firefighter Allowance',
    description: 'Pay for fire brigade service, tax-free up to a limit',
    requiredFields: ['isFirefighter'],
    reason: (p) => (p.isFirefighter === true ? { key: 'firefighter' } : null),
  },
  {
    id: 'disability_deductions',
    category: 'special',
    title: 'Disability Deductions',
    description: 'Disability-related costs you pay yourself',
    requiredFields: ['isDisabled'],
    reason: (p) => (p.isDisabled === true ? { key: 'disabled' } : null),
  },
  {
    id: 'foreign_income',
    category: 'international',
    title: 'Foreign Income',
    description: 'Income and assets outside Switzerland',
    requiredFields: ['hasForeignIncome'],
    reason: (p) => (p.hasForeignIncome === true ? { key: 'foreignIncome' } : null),
  },
  {
    id: 'ahv_iv_benefits',
    category: 'social',
    title: 'AHV/IV Benefits',
    description: 'Old-age, survivors and disability insurance benefits',
    requiredFields: ['receivesAHVIV'],
    reason: (p) => (p.receivesAHVIV === true ? { key: 'ahvIvBenefits' } : null),
  },
  {
    id: 'moving_expenses',
    category: 'relocation',
    title: 'Moving Expenses',
    description: 'A move during the tax year and its costs',
    requiredFields: ['movedDuringYear'],
    reason: (p) => (p.movedDuringYear === 'yes' ? { key: 'moved' } : null),
  },
  {
    id: 'canton_specific_deductions',
    category: 'canton',
    title: 'Canton-Specific Deductions',
    description: 'Deductions that only your canton offers',
    requiredFields: ['cantonOfResidence'],
    reason: (p) => {
      const slug = p.cantonOfResidence?.trim();
      if (!slug) return null;
      const params: Record<string, string> = { canton: slug };
      const code = cantonBySlug(slug)?.code;
      if (code) params.code = code;
      return { key: 'canton', params };
    },
  },
] as const satisfies readonly CardDefinition[];

export type TaxCardId = (typeof CARD_DEFINITIONS)[number]['id'];
export const TAX_CARD_IDS = CARD_DEFINITIONS.map((c) => c.id) as readonly TaxCardId[];

export type TaxCard = {
  id: TaxCardId;
  title: string;
  description: string;
  category: TaxCardCategory;
  requiredFields: readonly ProfileField[];
  isEnabled: boolean;
  /** Null for a card that does not apply. */
  relevanceReason: RelevanceReason | null;
};

export type TaxCardSection = {
  id: TaxCardCategory;
  title: string;
  description: string;
  cards: TaxCard[];
  /** The initial state: expanded when a card in it applies (see sectionExpanded). */
  isExpanded: boolean;
  enabledCount: number;
  totalCount: number;
};

/** All 21 cards in catalogue order, each with whether it applies to this profile and why. */
export function evaluateTaxCards(profile: TaxCardProfile): TaxCard[] {
  return CARD_DEFINITIONS.map((def) => {
    const reason = def.reason(profile);
    return {
      id: def.id,
      title: def.title,
      description: def.description,
      category: def.category,
      requiredFields: def.requiredFields,
      isEnabled: reason !== null,
      relevanceReason: reason,
    };
  });
}

/** The 11 category sections in catalogue order, with their cards and enabled/total counts. */
export function taxCardSections(profile: TaxCardProfile): TaxCardSection[] {
  const cards = evaluateTaxCards(profile);
  return TAX_CARD_CATEGORIES.map((category) => {
    const inSection = cards.filter((c) => c.category === category.id);
    const enabledCount = inSection.filter((c) => c.isEnabled).length;
    return {
      id: category.id,
      title: category.title,
      description: category.description,
      cards: inSection,
      isExpanded: enabledCount > 0,
      enabledCount,
      totalCount: inSection.length,
    };
  });
}

/** A section is open when something in it applies, or when the user opened it. */
export function sectionExpanded(section: Pick<TaxCardSection, 'enabledCount'>, toggled: boolean): boolean {
  return section.enabledCount > 0 || toggled;
}

export const COMPLETENESS_FIELDS = [
  'firstName',
  'lastName',
  'cantonOfResidence',
  'maritalStatus',
  'employmentType',
  'hasChildren',
  'propertyOwner',
  'hasInvestments',
  'hasPillar3a',
] as const satisfies readonly ProfileField[];

function isFilled(value: unknown): boolean {
  if (typeof value === 'boolean') return true;
  if (typeof value === 'string') return value.trim().length > 0;
  return false;
}

/** Percentage of the 9 fields answered; a 'no' (false) is an answer too. */
export function profileCompleteness(profile: TaxCardProfile): number {
  const filled = COMPLETENESS_FIELDS.filter((field) => isFilled(profile[field])).length;
  return Math.round((filled / COMPLETENESS_FIELDS.length) * 100);
}

/** Categories whose cards matter most for a typical return come first (part 2 §4). */
export const RECOMMENDATION_PRIORITY: readonly TaxCardCategory[] = ['family', 'property', 'employment', 'pension', 'investments'];
export const MAX_RECOMMENDATIONS = 3;

function categoryRank(category: TaxCardCategory): number {
  const priority = RECOMMENDATION_PRIORITY.indexOf(category);
  if (priority !== -1) return priority;
  return RECOMMENDATION_PRIORITY.length + TAX_CARD_CATEGORIES.findIndex((c) => c.id === category);
}

/** At most three enabled cards, by category priority; catalogue order within a category. */
export function topRecommendations(profile: TaxCardProfile): TaxCard[] {
  return evaluateTaxCards(profile)
    .filter((c) => c.isEnabled)
    .sort((a, b) => categoryRank(a.category) - categoryRank(b.category))
    .slice(0, MAX_RECOMMENDATIONS);
}

export type TaxCardSummary = { activeSections: number; enabledCards: number; completeness: number; priorityCards: number };

/** The four figures of the tax-card demo's summary card. */
export function taxCardSummary(profile: TaxCardProfile): TaxCardSummary {
  const sections = taxCardSections(profile);
  return {
    activeSections: sections.filter((s) => s.enabledCount > 0).length,
    enabledCards: sections.reduce((sum, s) => sum + s.enabledCount, 0),
    completeness: profileCompleteness(profile),
    priorityCards: topRecommendations(profile).length,
  };
}
