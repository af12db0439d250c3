import { z } from 'zod';
import { deductionSettingsSchema, type DeductionSettings } from '@shared/contract/advanced-tax-info';
import { DEDUCTION_CATEGORIES, type DeductionCategoryId } from '@shared/domain/deduction-categories';
import { formatRappenForInput, parseChfToRappen } from '@client/lib/chf-amount';

/** One text per category, as the person typed it ('' = does not apply). */
export type DeductionFormValues = { amountsRappen: Record<DeductionCategoryId, string> };

export function deductionFormValues(saved: DeductionSettings | null): DeductionFormValues {
  const amounts = {} as Record<DeductionCategoryId, string>;
  for (const category of DEDUCTION_CATEGORIES) amounts[category.id] = formatRappenForInput(saved?.amountsRappen[category.id] ?? null);
  return { amountsRappen: amounts };
}

/** Typed amounts -> Rappen; empty categories are left out (they count as none). Wrong text stays NaN for the schema to refuse. */
export function deductionSettingsFrom(values: DeductionFormValues): DeductionSettings {
  const amountsRappen: DeductionSettings['amountsRappen'] = {};
  for (const category of DEDUCTION_CATEGORIES) {
    const rappen = parseChfToRappen(values.amountsRappen[category.id] ?? '');
    if (rappen !== null) amountsRappen[category.id] = rappen;
  }
  return { amountsRappen };
}

/** Form values -> the shared deductions schema, so the form and the server check the same rules. */
export const deductionFormSchema = z.custom<DeductionFormValues>().transform(deductionSettingsFrom).pipe(deductionSettingsSchema);

/** Sum of the amounts that can be read so far (a wrongly typed one counts as nothing until corrected). */
export function deductionTotalRappen(amounts: Partial<Record<DeductionCategoryId, string>>): number {
  let total = 0;
  for (const text of Object.values(amounts)) {
    const rappen = parseChfToRappen(text ?? '');
    if (rappen !== null && !Number.isNaN(rappen)) total += rappen;
  }
  return total;
}
