import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taxCategoryPreferencesSchema, type TaxCategoryPreferences } from '@shared/contract/advanced-tax-info';
import type { AdvancedSectionId } from '@shared/domain/advanced-sections';
import { apiRequest } from '@client/lib/api-client';
import { taxCategoryPreferencesQueryKey } from './get-tax-category-preferences';

export type SetSectionPreferenceInput = {
  sectionId: Exclude<AdvancedSectionId, 'authorization'>;
  taxYear: number;
  isRelevant: boolean;
};

/** POST /api/user-preferences/{sectionId} {taxYear, isRelevant}: answers every section's state. */
export function postSectionPreference({ sectionId, taxYear, isRelevant }: SetSectionPreferenceInput) {
  return apiRequest(`/api/user-preferences/${encodeURIComponent(sectionId)}`, {
    method: 'POST',
    body: { taxYear, isRelevant },
    schema: taxCategoryPreferencesSchema,
  });
}

/** The preferences as they are once `input` is saved (an auto-enabled section stays on). */
export function withSectionPreference(preferences: TaxCategoryPreferences, input: SetSectionPreferenceInput): TaxCategoryPreferences {
  const previous = preferences.sections[input.sectionId] ?? { enabled: false, autoEnabled: false, manual: null };
  return {
    ...preferences,
    sections: {
      ...preferences.sections,
      [input.sectionId]: { ...previous, manual: input.isRelevant, enabled: previous.autoEnabled || input.isRelevant },
    },
  };
}

/**
 * Switches a section on or off optimistically (spec part 2 §4: saved locally first, reverted on
 * failure): the cached preferences change at once, go back when the call fails, and take the
 * server's answer when it succeeds.
 */
export function useSetSectionPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSectionPreference,
    onMutate: async (input) => {
      const key = taxCategoryPreferencesQueryKey(input.taxYear);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TaxCategoryPreferences>(key);
      if (previous) queryClient.setQueryData(key, withSectionPreference(previous, input));
      return { previous };
    },
    onError: (_error, input, context) => {
      if (context?.previous) queryClient.setQueryData(taxCategoryPreferencesQueryKey(input.taxYear), context.previous);
    },
    onSuccess: (preferences, input) => {
      queryClient.setQueryData(taxCategoryPreferencesQueryKey(input.taxYear), preferences);
    },
  });
}
