import { useTranslation } from 'react-i18next';
import { Card } from '@client/components/ui/Card';
import { NextStepBanner } from './NextStepBanner';
import { StatusProgress } from './StatusProgress';

/** Progress tab (spec part 1 §2.3): heading, next-step banner N/6, six-step progress bar. */
export function ProgressTab({ statusId, taxYear, documentsRequested }: { statusId: number; taxYear: number; documentsRequested?: boolean }) {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="progress-title" className="flex flex-col gap-4">
      <h1 id="progress-title" className="text-2xl font-semibold text-slate-900">
        {t('progress.title', { year: taxYear })}
      </h1>
      <NextStepBanner statusId={statusId} documentsRequested={documentsRequested} />
      <Card>
        <StatusProgress statusId={statusId} />
      </Card>
    </section>
  );
}
