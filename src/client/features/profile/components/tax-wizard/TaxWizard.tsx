import { Download } from 'lucide-react';
import { useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ERROR_CODES } from '@shared/contract/error-codes';
import type { ProfileUpdate } from '@shared/contract/user';
import type { User } from '@shared/contract/user-answer';
import { WIZARD_STEP_COUNT } from '@shared/domain/tax-questionnaire';
import { Button } from '@client/components/ui/Button';
import { isApiError, isSessionExpired } from '@client/lib/api-client';
import { errorText } from '@client/lib/error-text';
import { useUpdateProfile } from '@client/lib/api/update-profile';
import { now } from '@client/lib/clock';
import { dismissErrorToast, toast } from '@client/lib/toast';
import { downloadDeclaration, useSaveDeclaration } from '../../api/save-declaration';
import { useSetStatus } from '../../api/set-status';
import {
  LAST_STEP,
  WIZARD_STEPS,
  answersFromUser,
  firstStepOfFields,
  firstStepWithProblems,
  leaveStep,
  missesStepOneKeyFields,
  startStep,
  stepProblems,
  withGapsFilled,
  type StepProblem,
  type WizardAnswers,
  type WizardStepId,
} from '../../tax-wizard-answers';
import { StepAddress } from './StepAddress';
import { StepAdvanced } from './StepAdvanced';
import { StepCanton } from './StepCanton';
import { StepChildren } from './StepChildren';
import { StepEmployment } from './StepEmployment';
import { StepFirefighter } from './StepFirefighter';
import { StepMaritalStatus } from './StepMaritalStatus';
import { StepMoved } from './StepMoved';
import { StepPensionDisability } from './StepPensionDisability';
import { StepPersonal } from './StepPersonal';
import { StepRealEstate } from './StepRealEstate';
import { StepTaxAddress } from './StepTaxAddress';
import type { StepProps } from './step-props';

const STEP_COMPONENTS: Record<WizardStepId, ComponentType<StepProps>> = {
  personal: StepPersonal,
  canton: StepCanton,
  taxAddress: StepTaxAddress,
  address: StepAddress,
  moved: StepMoved,
  firefighter: StepFirefighter,
  maritalStatus: StepMaritalStatus,
  realEstate: StepRealEstate,
  children: StepChildren,
  advanced: StepAdvanced,
  pensionDisability: StepPensionDisability,
  employment: StepEmployment,
};

/** The status completing the questionnaire asks for: 2, documents required (spec part 2 §4). */
const COMPLETED_STATUS_ID = 2;

function exportFilename(taxYear: number): string {
  return `helvetax-tax-profile-${taxYear}`;
}

/** Focuses a field by its wizard id; for a radio group, its chosen (or first) option. */
function focusField(field: string): void {
  const element = document.getElementById(`wizard-${field}`);
  if (!element) return;
  const target = element.matches('input, select, textarea, button')
    ? element
    : (element.querySelector<HTMLElement>('input[type="radio"]:checked') ?? element.querySelector<HTMLElement>('input, button'));
  target?.focus();
}

type Busy = 'next' | 'back' | 'complete' | 'download' | null;

/**
 * The 12-step tax questionnaire (spec part 2 'Tax wizard', §4, §5). Every Next and Back saves the
 * step on the server, so a reload or another device continues where the person stopped; a failed
 * save keeps everything typed and stays on the step. Complete saves, asks the server for status 2
 * (it checks the answers), stores the export and goes home.
 */
export function TaxWizard({ user, taxYear }: { user: User; taxYear: number }) {
  const { t } = useTranslation('taxWizard');
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<WizardAnswers>(() => answersFromUser(user, now()));
  const [step, setStep] = useState(() => startStep(answersFromUser(user, now()), user.isTaxProfileComplete));
  const [attempted, setAttempted] = useState<ReadonlySet<number>>(() => new Set());
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [busy, setBusy] = useState<Busy>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const updateProfile = useUpdateProfile();
  const setStatus = useSetStatus();
  const saveDeclaration = useSaveDeclaration();

  const stepId = WIZARD_STEPS[step] ?? 'personal';
  const StepComponent = STEP_COMPONENTS[stepId];
  const isLast = step === LAST_STEP;
  const problems = stepProblems(step, answers);

  const problemText = (problem: StepProblem): string => {
    switch (problem.kind) {
      case 'required':
        return t('errors.required', { field: t(`fields.${problem.field}`) });
      case 'dateInvalid':
        return t('errors.dateInvalid');
      case 'dateInFuture':
        return t('errors.dateInFuture');
      case 'selectCanton':
        return t('errors.selectCanton');
      case 'invalidFormat':
        return t('errors.invalidFormat', { format: problem.format });
    }
  };

  // Required fields speak up after a Next; a wrong format as soon as the field is left.
  const errorOf = (field: string): string | undefined => {
    const problem = problems.find((p) => p.field === field);
    if (!problem) return undefined;
    const visible = attempted.has(step) || (touched.has(field) && problem.kind !== 'required');
    return visible ? problemText(problem) : undefined;
  };

  /** The server's refusal from its code and params (a format says the expected one), or 'please try again'. */
  const serverText = (error: unknown): string => (isApiError(error) && error.fromServer ? errorText(error) : t('errors.tryAgain'));

  const goTo = (target: number) => {
    dismissErrorToast();
    flushSync(() => setStep(target));
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  };

  const save = async (patch: ProfileUpdate): Promise<boolean> => {
    if (Object.keys(patch).length === 0) return true;
    try {
      await updateProfile.mutateAsync(patch);
      return true;
    } catch (error) {
      if (!isSessionExpired(error)) toast({ title: t('errors.saveFailedTitle'), description: serverText(error), variant: 'destructive' });
      return false;
    }
  };

  const reportProblems = (at: number, list: readonly StepProblem[], title: string) => {
    const first = list[0];
    if (!first) return;
    setAttempted((s) => new Set(s).add(at));
    const description = at === 0 && missesStepOneKeyFields(list) ? t('errors.stepOne') : problemText(first);
    toast({ title, description, variant: 'destructive' });
    focusField(first.field);
  };

  const titleFor = (list: readonly StepProblem[]) =>
    list.some((p) => p.kind === 'required') ? t('errors.incompleteTitle') : t('errors.checkTitle');

  /** Leaving a step saves it first; when the save fails the person stays, with everything typed. */
  const leaveTo = async (target: number, kind: 'next' | 'back') => {
    const { patch } = leaveStep(step, answers);
    setBusy(kind);
    const saved = await save(patch);
    setBusy(null);
    if (!saved) return;
    setAnswers((current) => leaveStep(step, current).answers);
    goTo(target);
  };

  const next = () => {
    if (problems.length > 0) {
      reportProblems(step, problems, titleFor(problems));
      return;
    }
    void leaveTo(step + 1, 'next');
  };

  const complete = async () => {
    if (problems.length > 0) {
      reportProblems(step, problems, titleFor(problems));
      return;
    }
    setBusy('complete');
    try {
      const left = leaveStep(step, answers);
      const filled = withGapsFilled(left.answers);
      if (!(await save({ ...left.patch, ...filled.patch }))) return;
      setAnswers(filled.answers);

      // Every earlier step must still pass (answers may have been changed on another device).
      const blockedAt = firstStepWithProblems(filled.answers);
      if (blockedAt !== null) {
        goTo(blockedAt);
        reportProblems(blockedAt, stepProblems(blockedAt, filled.answers), t('errors.incompleteProfileTitle'));
        return;
      }

      try {
        await setStatus.mutateAsync({ statusId: COMPLETED_STATUS_ID, taxYear });
      } catch (error) {
        if (isSessionExpired(error)) return;
        if (isApiError(error) && error.code === ERROR_CODES.statusTransitionNotAllowed) {
          // Already further along for this year: the answers are saved, the status stays (spec part 2 §4).
          console.warn('Tax status not changed:', error.message);
        } else {
          const incomplete = isApiError(error) && error.code === ERROR_CODES.taxProfileIncomplete;
          // The server lists the questionnaire fields still missing: show the first step that asks for one.
          const missing = incomplete && Array.isArray(error.params?.['fields']) ? error.params['fields'].map(String) : [];
          const missingAt = firstStepOfFields(missing);
          if (missingAt !== null) goTo(missingAt);
          toast({
            title: incomplete ? t('errors.incompleteProfileTitle') : t('errors.completeFailedTitle'),
            description: serverText(error),
            variant: 'destructive',
          });
          return;
        }
      }

      // The export is stored for later; a failure here is only logged (spec part 2 §8).
      try {
        await saveDeclaration.mutateAsync({ taxYear, filename: exportFilename(taxYear) });
      } catch (error) {
        console.error('Failed to save tax data', error);
      }

      toast({ title: t('toasts.completedTitle'), description: t('toasts.completedText') });
      void navigate('/');
    } finally {
      setBusy(null);
    }
  };

  const download = async () => {
    setBusy('download');
    try {
      if (!(await save(leaveStep(step, answers).patch))) return;
      const saved = await saveDeclaration.mutateAsync({ taxYear, filename: exportFilename(taxYear) });
      downloadDeclaration(saved.downloadUrl, saved.filename);
    } catch (error) {
      if (!isSessionExpired(error)) {
        toast({ title: t('errors.exportFailedTitle'), description: t('errors.exportFailedText'), variant: 'destructive' });
      }
    } finally {
      setBusy(null);
    }
  };

  const stepLabel = t('stepOf', { step: step + 1, total: WIZARD_STEP_COUNT });

  // The photo behind the card is the page's (QuestionnaireBackdrop): it shows before the answers are in.
  return (
    <div className="mx-auto max-w-2xl px-3 py-4 sm:px-6 sm:py-10">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          if (isLast) void complete();
          else next();
        }}
        className="rounded-2xl bg-white/95 p-4 shadow-xl backdrop-blur-sm sm:p-8"
        aria-labelledby="wizard-step-title"
      >
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm font-semibold text-brand-700">{t('title', { year: taxYear })}</p>
          <p className="text-sm font-medium text-slate-700">{stepLabel}</p>
        </div>
        <div
          role="progressbar"
          aria-label={t('progressLabel')}
          aria-valuemin={1}
          aria-valuemax={WIZARD_STEP_COUNT}
          aria-valuenow={step + 1}
          aria-valuetext={stepLabel}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${((step + 1) / WIZARD_STEP_COUNT) * 100}%` }} />
        </div>

        <h1 id="wizard-step-title" ref={headingRef} tabIndex={-1} className="mt-5 text-xl font-semibold text-slate-900 outline-none sm:text-2xl">
          {t(`steps.${stepId}.title`, { year: taxYear })}
        </h1>
        <p className="mt-1 text-slate-700">{t(`steps.${stepId}.text`, { year: taxYear })}</p>

        <div className="mt-5">
          <StepComponent
            answers={answers}
            update={(patch) => setAnswers((current) => ({ ...current, ...patch }))}
            errorOf={errorOf}
            touch={(field) => setTouched((s) => (s.has(field) ? s : new Set(s).add(field)))}
            taxYear={taxYear}
          />
        </div>

        <div className="mt-6 flex items-center justify-between gap-3 border-t border-slate-200 pt-4">
          {step > 0 ? (
            <Button variant="secondary" disabled={busy !== null} onClick={() => void leaveTo(step - 1, 'back')}>
              {busy === 'back' ? t('actions.saving') : t('actions.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={busy !== null}>
            {busy === 'next' || busy === 'complete' ? t('actions.saving') : isLast ? t('actions.complete') : t('actions.next')}
          </Button>
        </div>
        {isLast ? (
          <div className="mt-3 flex justify-end">
            <Button variant="ghost" size="sm" disabled={busy !== null} onClick={() => void download()}>
              <Download aria-hidden="true" className="h-4 w-4" />
              {busy === 'download' ? t('actions.downloading') : t('actions.download')}
            </Button>
          </div>
        ) : null}
      </form>
    </div>
  );
}
