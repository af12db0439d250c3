import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from './ui/Button';
import { Card } from './ui/Card';

/**
 * What a signed-in person without the needed role sees (spec part 2 'Admin panel'); `text`
 * names who the page is for (administrators by default).
 */
export function AccessDenied({ text }: { text?: string } = {}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <Card role="alert" className="flex flex-col items-center gap-3 text-center">
        <ShieldAlert aria-hidden="true" className="h-10 w-10 text-brand-700" />
        <h1 className="text-xl font-semibold text-slate-900">{t('accessDenied.title')}</h1>
        <p className="text-slate-700">{text ?? t('accessDenied.text')}</p>
        <Link to="/" className={buttonClasses('secondary', 'md', 'mt-2')}>
          {t('notFound.back')}
        </Link>
      </Card>
    </div>
  );
}
