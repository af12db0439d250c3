import { CircleCheck, CircleMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TaxCard } from '@shared/domain/tax-cards';
import { Badge } from '@client/components/ui/Badge';
import { cn } from '@client/components/ui/cn';
import { currentLanguage } from '@client/lib/i18n';
import { notApplicableText, reasonText } from './card-texts';

/** One tax card: title, description and why it applies, or 'Not applicable - ' with what it depends on. */
export function TaxCardItem({ card, recommended = false, headingLevel: Heading = 'h4' }: { card: TaxCard; recommended?: boolean; headingLevel?: 'h3' | 'h4' }) {
  const { t } = useTranslation('taxCards');
  const language = currentLanguage();
  const StateIcon = card.isEnabled ? CircleCheck : CircleMinus;
  return (
    <article
      aria-labelledby={`tax-card-${card.id}${recommended ? '-recommended' : ''}`}
      className={cn(
        'rounded-xl border p-4',
        card.isEnabled ? 'border-green-200 bg-white' : 'border-dashed border-slate-300 bg-slate-50',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={`tax-card-${card.id}${recommended ? '-recommended' : ''}`} className="font-semibold text-slate-900">
          {t(`cards.${card.id}.title`)}
        </Heading>
        {recommended ? <Badge tone="brand">{t('recommendations.badge')}</Badge> : null}
      </div>
      <p className="mt-1 text-sm text-slate-700">{t(`cards.${card.id}.description`)}</p>
      <p className={cn('mt-2 flex items-start gap-1.5 text-sm font-medium', card.isEnabled ? 'text-green-800' : 'text-slate-600')}>
        <StateIcon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          <span className="sr-only">{card.isEnabled ? t('card.enabled') : t('card.disabled')}: </span>
          {card.isEnabled && card.relevanceReason ? reasonText(t, card.relevanceReason, language) : notApplicableText(t, card)}
        </span>
      </p>
    </article>
  );
}
