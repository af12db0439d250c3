import { TAX_STATUS } from '@shared/domain/tax-status';
import { CircleCheck, Download, FileText, Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ContactRequest } from '@shared/contract/expert';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { Spinner } from '@client/components/ui/Spinner';
import { isSessionExpired } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import { toast } from '@client/lib/toast';
import { useTaxPdfAvailability } from '../api/check-tax-pdf-availability';
import { taxPdfFileName, useDownloadTaxPdf } from '../api/download-tax-pdf';
import { useContactRequests } from '../api/get-contact-requests';
import { useRequestContact } from '../api/request-contact';
import { taxPdfErrorText } from '../tax-pdf-error-text';
import { LoadFailedCard } from '@client/components/ui/LoadFailedCard';

type ContactMethod = ContactRequest['contactMethod'];

/**
 * The finished tax declaration (spec part 1 §2.3, §3.8, §8): at status 5 ('review required') and
 * still at 6 ('completed'). Checks availability, downloads the PDF as Steuererklärung_{year}.pdf
 * and lets the person ask to be called or e-mailed; an open request is shown instead of a button.
 */
export function TaxPdfCard({ taxYear, statusId }: { taxYear: number; statusId: number }) {
  const { t } = useTranslation('home');
  const availability = useTaxPdfAvailability(taxYear, { enabled: true });
  const download = useDownloadTaxPdf();
  const completed = statusId === TAX_STATUS.completed;

  const startDownload = () =>
    download.mutate(taxYear, {
      onSuccess: () => toast({ title: t('taxPdf.downloadedTitle'), description: t('taxPdf.downloadedText', { fileName: taxPdfFileName(taxYear) }) }),
      onError: (error) => {
        if (isSessionExpired(error)) return;
        toast({
          title: t('taxPdf.downloadFailedTitle'),
          description: t('taxPdf.downloadFailedText', { error: taxPdfErrorText(t, error) }),
          variant: 'destructive',
        });
      },
    });

  return (
    <Card aria-labelledby="tax-pdf-title" role="region" className="flex flex-col gap-4 border-green-200">
      <div className="flex items-start gap-3">
        {completed ? (
          <CircleCheck aria-hidden="true" className="mt-0.5 h-7 w-7 shrink-0 text-green-700" />
        ) : (
          <FileText aria-hidden="true" className="mt-0.5 h-7 w-7 shrink-0 text-brand-700" />
        )}
        <div>
          <h2 id="tax-pdf-title" className="text-lg font-semibold text-slate-900">
            {completed ? t('taxPdf.completedTitle', { year: taxYear }) : t('taxPdf.readyTitle', { year: taxYear })}
          </h2>
          <p className="mt-1 text-slate-700">{completed ? t('taxPdf.completedText') : t('taxPdf.readyText')}</p>
        </div>
      </div>

      <div aria-live="polite">
        {availability.isPending ? (
          <Spinner label={t('taxPdf.checking')} />
        ) : availability.isError ? (
          <LoadFailedCard
            variant="inline"
            message={t('taxPdf.checkFailed')}
            onRetry={() => void availability.refetch()}
            retrying={availability.isFetching}
          />
        ) : availability.data.available ? (
          <Button onClick={startDownload} disabled={download.isPending} className="w-full sm:w-auto">
            <Download aria-hidden="true" className="h-5 w-5" />
            {download.isPending ? t('taxPdf.downloading') : t('taxPdf.download')}
          </Button>
        ) : (
          <p className="rounded-xl bg-slate-50 p-3 text-slate-800">{t('taxPdf.notAvailable')}</p>
        )}
      </div>

      <ContactRequestSection taxYear={taxYear} />
    </Card>
  );
}

function ContactRequestSection({ taxYear }: { taxYear: number }) {
  const { t } = useTranslation('home');
  const open = useContactRequests(taxYear, { enabled: true });
  const requestContact = useRequestContact();
  const openOf = (method: ContactMethod) => open.data?.find((r) => r.contactMethod === method);

  const ask = (contactMethod: ContactMethod) =>
    requestContact.mutate(
      { taxYear, contactMethod },
      {
        onSuccess: (result) =>
          toast({
            title: result.created ? t('taxPdf.contact.sentTitle') : t('taxPdf.contact.alreadyOpenTitle'),
            description: contactMethod === 'phone' ? t('taxPdf.contact.sentPhone') : t('taxPdf.contact.sentMail'),
          }),
        onError: (error) => {
          if (isSessionExpired(error)) return;
          toast({ title: t('taxPdf.contact.failedTitle'), description: t('taxPdf.contact.failedText'), variant: 'destructive' });
        },
      },
    );

  const methods: { method: ContactMethod; icon: typeof Phone }[] = [
    { method: 'phone', icon: Phone },
    { method: 'mail', icon: Mail },
  ];

  return (
    <section aria-labelledby="tax-pdf-contact-title" className="border-t border-slate-200 pt-4">
      <h3 id="tax-pdf-contact-title" className="font-semibold text-slate-900">
        {t('taxPdf.contact.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('taxPdf.contact.intro')}</p>
      <ul className="mt-3 flex flex-col gap-2 sm:flex-row">
        {methods.map(({ method, icon: Icon }) => {
          const existing = openOf(method);
          const busy = requestContact.isPending && requestContact.variables?.contactMethod === method;
          return (
            <li key={method} className="sm:flex-1">
              {existing ? (
                <p className="flex min-h-11 items-center gap-2 rounded-xl bg-green-50 px-3 py-2 text-sm text-green-900">
                  <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0" />
                  {t(`taxPdf.contact.open.${method}`, { date: formatDate(existing.createdAt) })}
                </p>
              ) : (
                <Button variant="secondary" className="w-full" disabled={requestContact.isPending || open.isPending} onClick={() => ask(method)}>
                  <Icon aria-hidden="true" className="h-5 w-5" />
                  {busy ? t('taxPdf.contact.sending') : t(`taxPdf.contact.ask.${method}`)}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
