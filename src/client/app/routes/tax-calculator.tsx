import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '@client/components/LanguageSelect';
import { Logo } from '@client/components/Logo';
import { TaxCalculator } from '@client/features/tax-calculator/components/TaxCalculator';

/** /rechner (issue 11): the public tax calculator, open without signing in. */
export function TaxCalculatorPage() {
  const { t } = useTranslation('taxCalculator');
  return (
    <div className="min-h-dvh bg-surface">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-3">
          <span className="mr-auto inline-flex items-center gap-2">
            <Logo className="h-9 w-9" />
            <span className="text-lg font-bold tracking-tight text-slate-900">Helvetax</span>
          </span>
          <LanguageSelect />
          <Link
            to="/login"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            <LogIn aria-hidden="true" className="h-4 w-4" />
            {t('page.signIn')}
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 outline-none sm:px-6">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{t('page.title')}</h1>
          <p className="mt-1 max-w-3xl text-slate-700">{t('page.intro')}</p>
        </div>
        <TaxCalculator />
      </main>
    </div>
  );
}
