import { CircleCheck, FileWarning, Hourglass, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CaseSummary } from '@shared/contract/expert';
import { Badge } from '@client/components/ui/Badge';

/** A case's tax status as a badge: icon and text, never colour alone. */
export function CaseStatusBadge({ status }: { status: CaseSummary['status'] }) {
  const { t } = useTranslation('expert');
  const done = status === 'completed';
  const review = status === 'review_required';
  const Icon = done ? CircleCheck : Hourglass;
  return (
    <Badge tone={done ? 'success' : review ? 'info' : 'neutral'}>
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Premium cases stand out (star, brand colour); they come first in the queue. */
export function PlanBadge({ plan }: { plan: CaseSummary['plan'] }) {
  const { t } = useTranslation('expert');
  if (plan === 'premium') {
    return (
      <Badge tone="brand" className="ring-1 ring-brand-600/40">
        <Star aria-hidden="true" className="h-3.5 w-3.5 fill-current" />
        {t('plan.premium')}
      </Badge>
    );
  }
  return <Badge tone="neutral">{t(plan === 'basic' ? 'plan.basic' : 'plan.none')}</Badge>;
}

export function DocumentsRequestedBadge() {
  const { t } = useTranslation('expert');
  return (
    <Badge tone="warning">
      <FileWarning aria-hidden="true" className="h-3.5 w-3.5" />
      {t('queue.documentsRequested')}
    </Badge>
  );
}
