import type { WizardAnswers } from '../../tax-wizard-answers';

/** What every step of the questionnaire gets from the wizard. */
export type StepProps = {
  answers: WizardAnswers;
  update: (patch: Partial<WizardAnswers>) => void;
  /** The message to show under a field now, if any. */
  errorOf: (field: string) => string | undefined;
  /** Marks a field as visited, so a wrong format shows as soon as the person leaves it. */
  touch: (field: string) => void;
  taxYear: number;
};

/** Id of the error line under a field, for aria-describedby. */
export function errorId(field: string): string {
  return `wizard-${field}-error`;
}

/** aria-describedby for a field: its hint (if any) and its error (when shown). */
export function describedBy(field: string, error: string | undefined, ...hints: string[]): string | undefined {
  const ids = [...hints, ...(error ? [errorId(field)] : [])];
  return ids.length ? ids.join(' ') : undefined;
}
