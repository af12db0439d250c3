import { UserRoundPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';

/** The taxes need the household from the tax profile: shown while the profile has open questions. */
export function IncompleteProfileCard() {
  const { t } = useTranslation('taxEfficiency');
  return (
    <Card className="flex flex-col items-start gap-3 border-amber-300">
      <div className="flex items-start gap-3">
        <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-amber-50 text-amber-900">
          <UserRoundPen aria-hidden="true" className="h-5 w-5" />
        </span>
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t('incomplete.title')}</h2>
          <p className="mt-1 text-slate-700">{t('incomplete.text')}</p>
        </div>
      </div>
      <Link to="/profile?setup=tax" className={buttonClasses('primary', 'md')}>
        {t('incomplete.action')}
      </Link>
    </Card>
  );
}
