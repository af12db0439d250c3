import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LanguageSelect } from '@client/components/LanguageSelect';
import { Logo } from '@client/components/Logo';
import { safeReturnTo } from '@client/lib/public-routes';

/** The public legal texts; each route names one document (spec part 1 §2.1, part 2 §2). */
export type LegalDocument = 'cookies' | 'dataProtection' | 'terms';

const SECTIONS: Record<LegalDocument, readonly string[]> = {
  cookies: ['summary', 'session', 'device', 'language', 'storage', 'noTracking', 'control'],
  dataProtection: ['controller', 'data', 'purpose', 'storage', 'access', 'sharing', 'retention', 'rights', 'contact'],
  terms: ['scope', 'service', 'account', 'duties', 'prices', 'liability', 'privacy', 'law'],
};

export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('legal');
  // Section keys are data-driven; the typed `t` cannot see them, so they are looked up as plain strings.
  const text = t as unknown as (key: string) => string;
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));

  return (
    <div className="min-h-dvh bg-surface">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center gap-3 px-4">
          <span className="mr-auto inline-flex items-center gap-2">
            <Logo className="h-9 w-9" />
            <span className="text-lg font-bold tracking-tight text-slate-900">Helvetax</span>
          </span>
          <LanguageSelect />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-6 outline-none">
        <Link
          to={returnTo ?? '/'}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t('back')}
        </Link>
        <article className="mt-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <h1 className="text-2xl font-semibold text-slate-900">{text(`${document}.title`)}</h1>
          <p className="mt-3 text-slate-700">{text(`${document}.intro`)}</p>
          {SECTIONS[document].map((id) => (
            <section key={id} className="mt-6">
              <h2 className="text-lg font-semibold text-slate-900">{text(`${document}.sections.${id}.title`)}</h2>
              <p className="mt-2 leading-relaxed text-slate-700">{text(`${document}.sections.${id}.body`)}</p>
            </section>
          ))}
          <p className="mt-8 text-sm text-slate-600">{t('updated')}</p>
        </article>
      </main>
    </div>
  );
}
