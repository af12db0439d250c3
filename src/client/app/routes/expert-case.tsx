import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { caseParamsSchema } from '@shared/contract/expert';
import { buttonClasses } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { LoadFailedCard } from '@client/components/ui/LoadFailedCard';
import { Spinner } from '@client/components/ui/Spinner';
import { useCase } from '@client/features/expert/api/get-case';
import { caseErrorKeyOf } from '@client/features/expert/case-error-text';
import { AdvancedSection } from '@client/features/expert/components/AdvancedSection';
import { CaseHeader } from '@client/features/expert/components/CaseHeader';
import { ContactRequestsSection } from '@client/features/expert/components/ContactRequestsSection';
import { DocumentsSection } from '@client/features/expert/components/DocumentsSection';
import { MessagesSection } from '@client/features/expert/components/MessagesSection';
import { NotesSection } from '@client/features/expert/components/NotesSection';
import { ProfileSection } from '@client/features/expert/components/ProfileSection';
import { ReturnSection } from '@client/features/expert/components/ReturnSection';
import { StatusHistorySection } from '@client/features/expert/components/StatusHistorySection';
import { TaxCardsSection } from '@client/features/expert/components/TaxCardsSection';
import { isApiError } from '@client/lib/api-client';

function Problem({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useTranslation('expert');
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      {onRetry ? (
        <LoadFailedCard message={text} onRetry={onRetry} />
      ) : (
        <Card role="alert">
          <p className="font-semibold text-slate-900">{text}</p>
        </Card>
      )}
      <Link to="/expert" className={buttonClasses('ghost', 'sm', 'mt-3')}>
        {t('case.back')}
      </Link>
    </div>
  );
}

function CaseView({ userId, taxYear }: { userId: number; taxYear: number }) {
  const { t } = useTranslation('expert');
  const query = useCase(userId, taxYear);
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('case.loading')} className="[&>svg]:h-10 [&>svg]:w-10" />
      </div>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <Problem text={t('case.notFound')} />;
    return <Problem text={`${t('case.loadFailed')} ${t(`errors.${caseErrorKeyOf(query.error)}`)}`} onRetry={() => void query.refetch()} />;
  }
  const detail = query.data;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5 px-3 py-6 sm:px-5">
      <CaseHeader summary={detail.summary} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-5">
          <ProfileSection profile={detail.profile} />
          <AdvancedSection advanced={detail.advanced} />
          <TaxCardsSection cardIds={detail.taxCardIds} />
          <DocumentsSection documents={detail.documents} />
          <MessagesSection userId={userId} taxYear={taxYear} messages={detail.messages} />
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          <ReturnSection detail={detail} />
          <ContactRequestsSection userId={userId} taxYear={taxYear} requests={detail.contactRequests} phone={detail.profile.phone ? `${detail.profile.countryCode} ${detail.profile.phone}` : null} />
          <NotesSection userId={userId} taxYear={taxYear} notes={detail.notes} />
          <StatusHistorySection entries={detail.statusHistory} />
        </div>
      </div>
    </div>
  );
}

/** /expert/cases/:userId/:taxYear: one taxpayer's year, everything an expert needs to finish it. */
export function ExpertCasePage() {
  const { t } = useTranslation('expert');
  const params = caseParamsSchema.safeParse(useParams());
  if (!params.success) return <Problem text={t('case.notFound')} />;
  // A new key per case: forms and dialogs start empty when another case opens.
  return <CaseView key={`${params.data.userId}-${params.data.taxYear}`} userId={params.data.userId} taxYear={params.data.taxYear} />;
}
