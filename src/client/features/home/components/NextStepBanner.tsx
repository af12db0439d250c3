import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TAX_STATUS_COUNT } from '@shared/domain/tax-status';
import { nextStepKey } from '@shared/domain/home-tiles';

/** 'What next' banner with the step as N/6 (spec part 1 §2.3, §3.3); says so when the experts asked for documents. */
export function NextStepBanner({ statusId, documentsRequested = false }: { statusId: number; documentsRequested?: boolean }) {
  const { t } = useTranslation('home');
  const key = nextStepKey(statusId, documentsRequested);
  return (
    <section aria-labelledby="next-step-title" className="rounded-2xl bg-slate-900 p-5 text-white shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-white/90">{t('nextStep.label')}</p>
        <span className="rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">
          <span aria-hidden="true">
            {statusId}/{TAX_STATUS_COUNT}
          </span>
          <span className="sr-only">{t('nextStep.stepOf', { step: statusId, total: TAX_STATUS_COUNT })}</span>
        </span>
      </div>
      <h2 id="next-step-title" className="mt-2 flex items-center gap-2 text-lg font-semibold">
        <ArrowRight aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-200" />
        {t(`nextStep.${key}.title`)}
      </h2>
      <p className="mt-1 text-white/90">{t(`nextStep.${key}.text`)}</p>
    </section>
  );
}
