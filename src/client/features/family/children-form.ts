import { z } from 'zod';
import { saveChildrenBodySchema, type ChildInfo } from '@shared/contract/advanced-tax-info';
import { isBirthDateInFuture } from '@shared/domain/birth-dates';

/** The shared schema's limit (and the questionnaire's): at most 20 children. */
export const MAX_CHILDREN = 20;

export type ChildrenFormValues = { children: ChildInfo[] };

/** A new row: everything empty, both switches off. */
export function emptyChild(): ChildInfo {
  return { firstName: '', lastName: '', birthDate: '', disability: false, schoolingInfo: '', alimony: false };
}

export function canAddChild(count: number): boolean {
  return count < MAX_CHILDREN;
}

/**
 * The children form: the list schema the server validates with, plus the shared birth-date rule
 * that the server checks with its own clock, here checked with the client's clock.
 */
export function childrenFormSchema(now: Date) {
  return z.object({
    children: saveChildrenBodySchema.shape.children.superRefine((children, ctx) => {
      children.forEach((child, index) => {
        if (isBirthDateInFuture(child.birthDate, now)) {
          ctx.addIssue({ code: 'custom', path: [index, 'birthDate'], message: 'birthDateInFuture' });
        }
      });
    }),
  });
}
