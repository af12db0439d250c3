import { lazy, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { displayedStatusId } from '@shared/domain/tax-status';
import { TaxYearSelect } from '@client/components/TaxYearSelect';
import { LoadingOverlay } from '@client/components/ui/LoadingOverlay';
import { useUser } from '@client/lib/api/get-user';
import { homeTabOf } from '@client/lib/home-tabs';
import { useSelectedTaxYear } from '@client/lib/selected-tax-year';
import { useTaxStatus } from '@client/lib/api/get-tax-status';
import { ProgressTab } from '@client/features/home/components/ProgressTab';
import { TodoTab } from '@client/features/home/components/TodoTab';
import { usePaymentReturn } from '@client/features/home/use-payment-return';
import { useLoadingOverlay } from '@client/features/home/use-minimum-overlay';
import { DebugPanel } from '@client/features/debug/components/DebugPanel';
import { LoadFailedCard } from '@client/components/ui/LoadFailedCard';

// The history tab (with its message form and react-hook-form) is not the tab a sign-in lands on:
// it loads when chosen instead of with the home page (issue 10).
const HistoryTab = lazy(() => import('@client/features/home/components/HistoryTab').then((m) => ({ default: m.HistoryTab })));

/**
 * Home (spec part 1 §2.3): tax-year selector and the tab chosen by `?tab=`; after the payment
 * page (`?payment=success&taxYear=`) it confirms the new plan.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const [params] = useSearchParams();
  usePaymentReturn();
  const tab = homeTabOf(params.get('tab'));
  const { taxYear } = useSelectedTaxYear();
  const user = useUser(taxYear, { poll: true });
  // The answer arrives as a query update, which React renders in one piece; deferred, the tabs
  // render in slices and the phone's main thread stays free for taps (issue 10).
  const userData = useDeferredValue(user.data);
  const taxStatus = useTaxStatus(taxYear);
  const showOverlay = useLoadingOverlay(user.isPending || (taxStatus.isPending && !taxStatus.isError));

  // A failed status call falls back to status 1 (or the user's own status): §7.
  const statusId = displayedStatusId({
    selectedYear: taxYear,
    userTaxStatus: userData?.taxStatus,
    userTaxYear: userData?.taxYear,
    statusRecord: taxStatus.data,
  });

  // The to-do tab's title and sentence show while the person's answer is on its way (under the
  // loading overlay): they need only the year, and are the page's largest paint (issue 10).
  // Both places give the same element, so the answer fills the tab instead of replacing it.
  const todoTab = <TodoTab user={userData} statusId={statusId} taxYear={taxYear} />;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-5 sm:px-6">
      {showOverlay ? <LoadingOverlay text={t('loadingDocuments')} /> : null}
      <TaxYearSelect />
      <DebugPanel />
      {userData ? (
        tab === 'progress' ? (
          <ProgressTab statusId={statusId} taxYear={taxYear} documentsRequested={taxStatus.data?.documents_requested} />
        ) : tab === 'history' ? (
          <Suspense fallback={null}>
            <HistoryTab taxYear={taxYear} />
          </Suspense>
        ) : (
          todoTab
        )
      ) : user.isError ? (
        <LoadFailedCard message={t('userFailed')} onRetry={() => void user.refetch()} retrying={user.isFetching} />
      ) : tab === 'todo' ? (
        todoTab
      ) : null}
    </div>
  );
}
