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

