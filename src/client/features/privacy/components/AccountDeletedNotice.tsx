import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deleteAccountResponseSchema } from '@shared/contract/privacy';
import { buttonClasses } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { formatDate } from '@client/lib/format';

/**
 * The confirmation after 'Delete my account': the account is gone, and what the law makes us
 * keep, until when and why. `result` is the server's answer handed over by the navigation; on a
 * reload it is gone, and the page points to the confirmation e-mail, which lists the same.
 */
export function AccountDeletedNotice({ result }: { result: unknown }) {
  const { t } = useTranslation('privacy');
  const parsed = deleteAccountResponseSchema.safeParse(result);
  const retained = parsed.success ? parsed.data.retained : null;
  return (
    <Card role="region" aria-labelledby="account-deleted-title">
      <h1 id="account-deleted-title" className="flex items-center gap-2 text-2xl font-semibold text-slate-900">
        <CircleCheck aria-hidden="true" className="h-6 w-6 text-emerald-700" />
        {t('deleted.title')}
      </h1>
      <p className="mt-2 text-slate-700">{t('deleted.intro')}</p>
      {retained === null ? (
        <p className="mt-3 text-slate-700">{t('deleted.seeEmail')}</p>
      ) : retained.length === 0 ? (
        <p className="mt-3 text-slate-800">{t('deleted.nothingKept')}</p>
      ) : (
        <div className="mt-3">
          <p className="font-medium text-slate-900">{t('deleted.keptIntro')}</p>
          <ul className="mt-1 list-disc pl-6 text-slate-800">
            {retained.map((r) => (
              <li key={r.kind}>{t(`deleted.kinds.${r.kind}`, { count: r.count, until: formatDate(`${r.keepUntil}T12:00:00Z`) })}</li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-slate-700">{t('deleted.reason')}</p>
        </div>
      )}
      <p className="mt-3 text-sm text-slate-700">{t('deleted.emailSent')}</p>
      <Link to="/login" className={buttonClasses('secondary', 'md', 'mt-4')}>
        {t('deleted.toStart')}
      </Link>
    </Card>
  );
}
