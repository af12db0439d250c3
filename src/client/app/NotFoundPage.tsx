import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@client/components/Logo';
import { buttonClasses } from '@client/components/ui/Button';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main id="main" tabIndex={-1} className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center outline-none">
      <Logo className="h-14 w-14" />
      <h1 className="text-2xl font-semibold text-slate-900">{t('notFound.title')}</h1>
      <p className="max-w-sm text-slate-700">{t('notFound.hint')}</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-2')}>
        {t('notFound.back')}
      </Link>
    </main>
  );
}
