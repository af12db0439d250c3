import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { TaxCardSection } from '@shared/domain/tax-cards';
import { cn } from '@client/components/ui/cn';
import { TaxCardItem } from './TaxCardItem';

type CardSectionProps = { section: TaxCardSection; open: boolean; onOpenChange: (open: boolean) => void };

/** A category of tax cards that opens and closes; the header shows how many of its cards apply. */
export function CardSection({ section, open, onOpenChange }: CardSectionProps) {
  const { t } = useTranslation('taxCards');
  const active = section.enabledCount > 0;
  return (
    <Collapsible.Root open={open} onOpenChange={onOpenChange} className={cn('rounded-2xl border bg-white shadow-sm', active ? 'border-slate-200' : 'border-slate-200/70')}>
      <h3>
        <Collapsible.Trigger className="flex min-h-11 w-full items-center gap-3 rounded-2xl px-4 py-3 text-left hover:bg-slate-50">
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-slate-900">{t(`categories.${section.id}.title`)}</span>
            <span className="block text-sm text-slate-600">{t(`categories.${section.id}.description`)}</span>
          </span>
          <span
            className={cn(
              'shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold tabular-nums',
              active ? 'bg-green-50 text-green-800' : 'bg-slate-100 text-slate-700',
            )}
          >
            <span aria-hidden="true">{t('sections.count', { enabled: section.enabledCount, total: section.totalCount })}</span>
            <span className="sr-only">{t('sections.countLabel', { enabled: section.enabledCount, total: section.totalCount })}</span>
          </span>
          <ChevronDown aria-hidden="true" className={cn('h-5 w-5 shrink-0 text-slate-600 transition-transform', open ? 'rotate-180' : '')} />
        </Collapsible.Trigger>
      </h3>
      <Collapsible.Content className="grid gap-3 px-4 pb-4">
        {section.cards.map((card) => (
          <TaxCardItem key={card.id} card={card} />
        ))}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
