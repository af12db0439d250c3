import { Collapsible } from 'radix-ui';
import { ArrowRight, ChevronDown, Files } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdvancedSectionId } from '@shared/domain/advanced-sections';
import { Badge } from '@client/components/ui/Badge';
import { Card } from '@client/components/ui/Card';
import { cn } from '@client/components/ui/cn';
import { SwitchField } from '@client/components/ui/Switch';
import type { SectionSummary, UploadAvailability } from '../section-overview';
import { SECTION_ICONS } from '../section-icons';
import { SectionDocuments, type DocumentCategoryEntry } from './SectionDocuments';

type OverviewTabProps = {
  taxYear: number;
  summaries: SectionSummary[];
  categoryName: (id: number) => string;
  availabilityOf: (summary: SectionSummary) => UploadAvailability;
  /** Switches cannot change now (locked year, or a status that takes no changes). */
  togglesDisabled: boolean;
  onToggle: (sectionId: Exclude<AdvancedSectionId, 'authorization'>, enabled: boolean) => void;
  /** Opens a section's tab; only for sections whose tab shows. */
  onOpenSection: (sectionId: AdvancedSectionId) => void;
};

/**
 * The tax documents overview (spec part 2 'Tax documents overview'): a card per section with
 * its file count, its 'relevant' switch and its document categories with uploads.
 */
export function OverviewTab({ taxYear, summaries, categoryName, availabilityOf, togglesDisabled, onToggle, onOpenSection }: OverviewTabProps) {
  const { t } = useTranslation('advancedTaxInfo');
  return (
    <section aria-labelledby="overview-title" className="flex flex-col gap-4">
      <div>
        <h2 id="overview-title" className="text-xl font-semibold text-slate-900">
          {t('overview.title')}
        </h2>
        <p className="mt-1 text-slate-700">{t('overview.intro')}</p>
      </div>
      <ul className="flex flex-col gap-4">
        {summaries.map((summary) => (
          <li key={summary.id}>
            <SectionCard
              taxYear={taxYear}
              summary={summary}
              categories={summary.categories.map((c) => ({ ...c, name: categoryName(c.id) }))}
              availability={availabilityOf(summary)}
              togglesDisabled={togglesDisabled}
              onToggle={onToggle}
              onOpen={summary.enabled ? () => onOpenSection(summary.id) : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

type SectionCardProps = {
  taxYear: number;
  summary: SectionSummary;
  categories: DocumentCategoryEntry[];
  availability: UploadAvailability;
  togglesDisabled: boolean;
  onToggle: OverviewTabProps['onToggle'];
  onOpen?: () => void;
};

function SectionCard({ taxYear, summary, categories, availability, togglesDisabled, onToggle, onOpen }: SectionCardProps) {
  const { t } = useTranslation('advancedTaxInfo');
  const Icon = SECTION_ICONS[summary.id];
  const titleId = `section-${summary.id}-title`;
  const hint =
    summary.toggle === 'always'
      ? t('overview.alwaysOn')
      : summary.toggle === 'auto'
        ? t('overview.autoEnabled')
        : summary.enabled
          ? t('overview.manualOn')
          : t('overview.manualOff');
  const sectionId = summary.id;
  return (
    <Card className={cn('flex flex-col gap-4 p-4 sm:p-5', !summary.enabled && 'bg-slate-50')} aria-labelledby={titleId} role="group">
      <div>
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className={cn(
              'flex h-10 w-10 shrink-0 items-center justify-center rounded-xl',
              summary.enabled ? 'bg-brand-50 text-brand-700' : 'bg-slate-200 text-slate-600',
            )}
          >
            <Icon className="h-5 w-5" />
          </span>
          <h3 id={titleId} className="min-w-0 flex-1 text-lg font-semibold text-slate-900">
            {onOpen ? (
              <button type="button" onClick={onOpen} className="inline-flex min-h-11 items-center gap-1.5 rounded-lg text-left hover:underline">
                {t(`tabs.${summary.id}`)}
                <ArrowRight aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
              </button>
            ) : (
              <span className="inline-flex min-h-11 items-center">{t(`tabs.${summary.id}`)}</span>
            )}
          </h3>
          <Badge tone={summary.fileCount > 0 ? 'success' : 'neutral'} className="shrink-0">
            <Files aria-hidden="true" className="h-3.5 w-3.5" />
            {t('overview.fileCount', { count: summary.fileCount })}
          </Badge>
        </div>
        <p className="mt-2 text-sm text-slate-700">{t(`sections.${summary.id}`)}</p>
      </div>

      <SwitchField
        id={`section-${summary.id}-relevant`}
        label={
          <>
            {t('overview.relevant')}{' '}
            <span className="sr-only">– {t(`tabs.${summary.id}`)}</span>
          </>
        }
        description={hint}
        checked={summary.enabled}
        disabled={summary.toggle !== 'manual' || togglesDisabled}
        onCheckedChange={(enabled) => {
          if (sectionId !== 'authorization') onToggle(sectionId, enabled);
        }}
        className="rounded-none! border-0! border-t! border-slate-200! bg-transparent! px-0! pb-0!"
      />

      <Collapsible.Root>
        <Collapsible.Trigger className="group inline-flex min-h-11 w-full items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white px-4 text-left text-sm font-medium text-slate-900 hover:bg-slate-50">
          <span className="group-data-[state=open]:hidden">{t('overview.showDocuments', { count: categories.length })}</span>
          <span className="hidden group-data-[state=open]:inline">{t('overview.hideDocuments')}</span>
          <ChevronDown aria-hidden="true" className="h-4 w-4 shrink-0 transition-transform group-data-[state=open]:rotate-180" />
        </Collapsible.Trigger>
        <Collapsible.Content className="mt-3">
          <SectionDocuments taxYear={taxYear} categories={categories} availability={availability} headingLevel={4} />
        </Collapsible.Content>
      </Collapsible.Root>
    </Card>
  );
}
