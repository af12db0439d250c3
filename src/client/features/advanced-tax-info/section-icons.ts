import { Baby, Building2, FileSignature, Globe2, HeartHandshake, PiggyBank, Receipt, type LucideIcon } from 'lucide-react';
import type { AdvancedSectionId } from '@shared/domain/advanced-sections';

/** One icon per section, for the overview cards. */
export const SECTION_ICONS: Record<AdvancedSectionId, LucideIcon> = {
  authorization: FileSignature,
  investments: PiggyBank,
  deductions: Receipt,
  realEstate: Building2,
  foreignIncome: Globe2,
  spouse: HeartHandshake,
  children: Baby,
};
