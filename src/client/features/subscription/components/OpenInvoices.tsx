import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@shared/contract/subscription';
import { buttonClasses } from '@client/components/ui/Button';
import { formatRappenAsChf } from '@client/lib/chf-amount';
import { formatDate } from '@client/lib/format';
import { formatPaymentReference } from '../plan-offers';

/**
 * The open QR-bill invoices of the year: plan, amount, reference and the PDF to pay with.
 * A plan becomes active when the payment has been received, so the list says that too.
 */
export function OpenInvoices({ taxYear, invoices }: { taxYear: number; invoices: Invoice[] }) {
  const { t } = useTranslation('subscription');
  if (invoices.length === 0) return null;
  return (
    <section aria-labelledby="open-invoices-title" className="mt-5 rounded-2xl border border-slate-200 bg-slate-50 p-4">
      <h3 id="open-invoices-title" className="font-semibold text-slate-900">
        {t('invoices.title', { year: taxYear })}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('invoices.text')}</p>
      <ul className="mt-3 flex flex-col gap-3">
        {invoices.map((invoice) => {
          const reference = formatPaymentReference(invoice.reference);
          return (
            <li key={invoice.id} className="rounded-xl border border-slate-200 bg-white p-3">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-slate-600">{t('invoices.plan')}</dt>
                <dd className="font-medium text-slate-900">{t(`${invoice.plan}.name`)}</dd>
                <dt className="text-slate-600">{t('invoices.amount')}</dt>
                <dd className="font-medium tabular-nums text-slate-900">{formatRappenAsChf(invoice.amountRappen)}</dd>
                <dt className="text-slate-600">{t('invoices.reference')}</dt>
                <dd className="break-words font-mono text-slate-900">{reference}</dd>
                <dt className="text-slate-600">{t('invoices.issued')}</dt>
                <dd className="text-slate-900">{formatDate(invoice.createdAt)}</dd>
              </dl>
              <a
                href={invoice.downloadUrl}
                download
                aria-label={t('invoices.downloadNamed', { reference })}
                className={buttonClasses('secondary', 'sm', 'mt-3 w-full sm:w-auto')}
              >
                <Download aria-hidden="true" className="h-4 w-4" />
                {t('invoices.download')}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
