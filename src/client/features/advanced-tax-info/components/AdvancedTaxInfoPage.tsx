import { Tabs } from 'radix-ui';
import { CircleCheck, Info } from 'lucide-react';
import { useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { AdvancedTaxInfo } from '@shared/contract/advanced-tax-info';
import { ERROR_CODES } from '@shared/contract/error-codes';
import { SECTION_DOCUMENT_CATEGORY_IDS, advancedChangeBlocker, type AdvancedSectionId, type AdvancedTabId } from '@shared/domain/advanced-sections';
import { displayedStatusId, TAX_STATUS } from '@shared/domain/tax-status';
import { TaxYearSelect } from '@client/components/TaxYearSelect';
import { Badge } from '@client/components/ui/Badge';
import { buttonClasses } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { cn } from '@client/components/ui/cn';
import { Spinner } from '@client/components/ui/Spinner';
import { isApiError, isSessionExpired } from '@client/lib/api-client';
import { useAdvancedTaxInfo } from '@client/lib/api/get-advanced-tax-info';
import { categoryNameOf, useDocumentCategories } from '@client/lib/api/get-document-categories';
import { useFiles } from '@client/lib/api/get-files';
import { useTaxStatus } from '@client/lib/api/get-tax-status';
import { useUser } from '@client/lib/api/get-user';
import { useSelectedTaxYear } from '@client/lib/selected-tax-year';
import { toast } from '@client/lib/toast';
import { useTaxCategoryPreferences } from '../api/get-tax-category-preferences';
import { useSetSectionPreference } from '../api/set-section-preference';
import { pageTabs, sectionSummaries, tabIdOf, uploadAvailability, type SectionSummary } from '../section-overview';
import { useSectionCompletedAt } from '../section-complete-storage';
import { FinishSection } from './FinishSection';
import { ForeignIncomeTab } from './ForeignIncomeTab';
import { LockedOverlay } from './LockedOverlay';
import { OverviewTab } from './OverviewTab';
import { SectionDocuments } from './SectionDocuments';
import { TabNotice } from './TabNotice';
import { LoadFailedCard } from '@client/components/ui/LoadFailedCard';

/** What every section tab gets from the page. */
export type SectionTabProps = {
  taxYear: number;
  info: AdvancedTaxInfo;
  locked: boolean;
  documents?: ReactNode;
  onBackToOverview: () => void;
};

/** The section tabs other features build; the page composes them (app/routes). */
export type SectionTabComponents = Record<Exclude<AdvancedSectionId, 'foreignIncome'>, ComponentType<SectionTabProps>>;

/** On a phone the tab list scrolls sideways: the chosen tab is moved into sight (never the page). */
function revealInTabList(tab: HTMLElement | null) {
  const list = tab?.parentElement;
  if (!tab || !list || list.scrollWidth <= list.clientWidth) return;
  if (tab.offsetLeft < list.scrollLeft || tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
    list.scrollLeft = Math.max(0, tab.offsetLeft - 16);
  }
}

/** The success toast of a preference change shows 2 s (spec part 2 §8). */
const PREFERENCE_TOAST_MS = 2000;

/**
 * The advanced tax information page (spec part 2 'Advanced tax information page', 'Tax
 * documents overview', §4): title, tax year, the finish switch and button, and the eight tabs
 * chosen by `?tab=`. A locked year shows its sections under a red cover and takes no changes.
 */
export function AdvancedTaxInfoPage({ sectionTabs }: { sectionTabs: SectionTabComponents }) {
  const { t } = useTranslation('advancedTaxInfo');
  const { taxYear } = useSelectedTaxYear();
  const [params, setParams] = useSearchParams();
  const user = useUser(taxYear);
  const taxStatus = useTaxStatus(taxYear);
  const info = useAdvancedTaxInfo(taxYear);
  const preferences = useTaxCategoryPreferences(taxYear);
  const files = useFiles(taxYear);
  const { categories } = useDocumentCategories(taxYear, 'all');
  const setPreference = useSetSectionPreference();
  const completedAt = useSectionCompletedAt(user.data?.id, taxYear);
  const lockedHeading = useRef<HTMLHeadingElement>(null);

  const summaries = useMemo(
    () => (user.data ? sectionSummaries({ profile: user.data, preferences: preferences.data, files: files.data ?? [] }) : []),
    [user.data, preferences.data, files.data],
  );

  if (user.isPending || info.isPending) {
    return (
      <div className="flex justify-center px-4 py-16">
        <Spinner label={t('loading')} className="[&>svg]:h-10 [&>svg]:w-10" />
      </div>
    );
  }
  if (!user.data || !info.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-5 sm:px-6">
        <LoadFailedCard
          message={t('loadFailed')}
          onRetry={() => {
            void user.refetch();
            void info.refetch();
          }}
          retrying={user.isFetching || info.isFetching}
        />
      </div>
    );
  }

  const profile = user.data;
  const advancedInfo = info.data;
  const statusId = displayedStatusId({
    selectedYear: taxYear,
    userTaxStatus: profile.taxStatus,
    userTaxYear: profile.taxYear,
    statusRecord: taxStatus.data,
  });
  const locked = advancedInfo.locked || (taxStatus.data?.taxYear === taxYear && taxStatus.data.advanced_tax_locked);
  // Status 1 and transmitted years take no changes; the server refuses them with the same rule.
  const changesBlocked = advancedChangeBlocker({ statusId, locked }) !== null;
  const tabs = pageTabs(profile, preferences.data);
  const requested = params.get('tab') ?? 'overview';
  const requestedTab = tabIdOf(requested);

  const showTab = (tab: AdvancedTabId) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  const backToOverview = () => showTab('overview');

  const summaryOf = (id: AdvancedSectionId) => summaries.find((s) => s.id === id)!;
  const categoryName = (id: number) => categoryNameOf(categories, id);
  const availabilityOf = (summary: SectionSummary) => uploadAvailability({ locked, statusId, relevant: summary.enabled });
  // Section tabs put the list under their own 'Documents' heading (h3); foreign income under its h2.
  const documentsFor = (id: AdvancedSectionId, headingLevel: 3 | 4) => {
    const summary = summaryOf(id);
    return (
      <SectionDocuments
        taxYear={taxYear}
        categories={SECTION_DOCUMENT_CATEGORY_IDS[id].map((categoryId) => ({
          id: categoryId,
          name: categoryName(categoryId),
          fileCount: summary.categories.find((c) => c.id === categoryId)?.fileCount ?? 0,
        }))}
        availability={availabilityOf(summary)}
        headingLevel={headingLevel}
      />
    );
  };

  const toggleSection = (sectionId: Exclude<AdvancedSectionId, 'authorization'>, enabled: boolean) =>
    setPreference.mutate(
      { sectionId, taxYear, isRelevant: enabled },
      {
        onSuccess: () =>
          toast({
            title: t('preference.updatedTitle'),
            description: enabled ? t('preference.enabledText') : t('preference.disabledText'),
            durationMs: PREFERENCE_TOAST_MS,
          }),
        onError: (error) => {
          if (isSessionExpired(error)) return;
          const code = isApiError(error) ? error.code : null;
          const description =
            code === ERROR_CODES.sectionAutoEnabled
              ? t('preference.autoEnabledText')
              : code === ERROR_CODES.sectionLocked
                ? t('preference.lockedText')
                : t('preference.failedText');
          toast({ title: t('preference.failedTitle'), description, variant: 'destructive' });
        },
      },
    );

  const content = (() => {
    if (requestedTab === 'overview') {
      return (
        <OverviewTab
          taxYear={taxYear}
          summaries={summaries}
          categoryName={categoryName}
          availabilityOf={availabilityOf}
          togglesDisabled={changesBlocked}
          onToggle={toggleSection}
          onOpenSection={showTab}
        />
      );
    }
    if (requestedTab === null) return <TabNotice kind="underConstruction" taxYear={taxYear} onBackToOverview={backToOverview} />;
    if (!tabs.includes(requestedTab)) return <TabNotice kind="switchedOff" taxYear={taxYear} onBackToOverview={backToOverview} />;
    if (requestedTab === 'foreignIncome') return <ForeignIncomeTab documents={documentsFor('foreignIncome', 3)} onBackToOverview={backToOverview} />;
    const SectionTab = sectionTabs[requestedTab];
    return (
      <SectionTab
        taxYear={taxYear}
        info={advancedInfo}
        locked={locked || changesBlocked}
        documents={documentsFor(requestedTab, 4)}
        onBackToOverview={backToOverview}
      />
    );
  })();

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-5 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
            {locked ? (
              <Badge tone="success">
                <CircleCheck aria-hidden="true" className="h-3.5 w-3.5" />
                {t('completedBadge')}
              </Badge>
            ) : null}
          </div>
          <p className="mt-1 text-slate-700">{t('intro', { year: taxYear })}</p>
        </div>
        {locked ? null : <TaxYearSelect />}
      </div>

      {!locked && statusId !== TAX_STATUS.documentsSubmitted ? (
        <Card className="flex items-start gap-3 border-sky-200 bg-sky-50">
          <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-sky-800" />
          <div className="min-w-0">
            <h2 className="font-semibold text-slate-900">{t('statusNotice.title')}</h2>
            <p className="mt-1 text-slate-800">
              {statusId < TAX_STATUS.documentsPending ? t('statusNotice.profileText') : statusId === TAX_STATUS.documentsPending ? t('statusNotice.documentsText') : t('statusNotice.transmittedText')}
            </p>
            {statusId < TAX_STATUS.documentsSubmitted ? (
              <Link to="/" className={buttonClasses('secondary', 'sm', 'mt-3')}>
                {t('statusNotice.goHome')}
              </Link>
            ) : null}
          </div>
        </Card>
      ) : null}

      {locked ? null : (
        <FinishSection
          key={taxYear}
          taxYear={taxYear}
          userId={profile.id}
          statusId={statusId}
          powerOfAttorneyAccepted={advancedInfo.authorization?.powerOfAttorneyAccepted === true}
          onOpenAuthorization={() => {
            showTab('authorization');
            document.getElementById('advanced-tabs')?.scrollIntoView({ block: 'start' });
          }}
          onLocked={() => window.setTimeout(() => lockedHeading.current?.focus(), 150)}
        />
      )}

      <div className="relative">
        <Tabs.Root
          value={requested}
          onValueChange={(value) => {
            const tab = tabIdOf(value);
            if (tab && !locked) showTab(tab);
          }}
          inert={locked}
          className={cn('flex flex-col gap-4', locked && 'pointer-events-none max-h-[32rem] select-none overflow-hidden blur-[2px]')}
        >
          <Tabs.List
            // Drawn afresh when tabs come or go, so the chosen one is brought into sight again.
            key={tabs.join(',')}
            id="advanced-tabs"
            aria-label={t('tabs.label')}
            className="relative -mx-4 flex scroll-mt-20 gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
          >
            {tabs.map((tab) => (
              <Tabs.Trigger
                key={tab}
                value={tab}
                disabled={locked && tab !== requested}
                ref={tab === requested ? revealInTabList : undefined}
                className={cn(
                  'inline-flex min-h-11 shrink-0 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800',
                  'hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60',
                  'data-[state=active]:border-2 data-[state=active]:border-ink data-[state=active]:bg-selected data-[state=active]:font-semibold data-[state=active]:text-ink',
                )}
              >
                {t(`tabs.${tab}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content
            value={requested}
            className="rounded-xl"
            // A tab without a trigger (unknown or switched off) is named by its notice.
            {...(requestedTab && tabs.includes(requestedTab)
              ? {}
              : { 'aria-labelledby': undefined, 'aria-label': requestedTab ? t('tabs.switchedOffTitle') : t('tabs.underConstructionTitle') })}
          >
            {content}
          </Tabs.Content>
        </Tabs.Root>
        {locked ? <LockedOverlay ref={lockedHeading} completedAt={completedAt} /> : null}
      </div>
    </div>
  );
}
