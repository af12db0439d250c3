import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FileHistory } from '@client/components/file-history/FileHistory';
import { homeTabPath } from '@client/lib/home-tabs';
import { useSelectedTaxYear } from '@client/lib/selected-tax-year';

/**
 * /file-history (spec part 1 §2.1, §2.4): the same file history as the history tab's dialog,
 * as a page. The list lives in components/file-history so both can use it without one
 * feature reaching into another.
 */
export function FileHistoryPage() {
  const { t } = useTranslation('files');
  const { taxYear } = useSelectedTaxYear();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-5 sm:px-6">
      <Link to={homeTabPath('history')} className="inline-flex min-h-11 items-center gap-2 self-start rounded-xl text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('back')}
      </Link>
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <p className="mt-1 text-slate-700">{t('intro')}</p>
      </div>
      <FileHistory initialYear={taxYear} dayHeading="h2" />
    </div>
  );
}
