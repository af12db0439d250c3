import { Lock } from 'lucide-react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@client/components/ui/Button';
import { formatDate } from '@client/lib/format';

/**
 * The red, blurred cover over a locked year's sections (spec part 2 'Advanced tax information
 * page'). The content below is inert, so keyboard and screen-reader users meet this notice and
 * its link home instead of controls they cannot use.
 */
export const LockedOverlay = forwardRef<HTMLHeadingElement, { completedAt: string | null }>(function LockedOverlay({ completedAt }, ref) {
  const { t } = useTranslation('advancedTaxInfo');
  return (
    <div className="absolute inset-0 z-10 flex items-start justify-center rounded-2xl bg-red-700/15 p-4 pt-10 backdrop-blur-[3px]">
      <section
        aria-labelledby="advanced-locked-title"
        className="w-full max-w-md rounded-2xl border-2 border-red-700 bg-white p-5 text-center shadow-xl"
      >
        <span aria-hidden="true" className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-red-700 text-white">
          <Lock className="h-6 w-6" />
        </span>
        <h2 ref={ref} id="advanced-locked-title" tabIndex={-1} className="mt-3 text-lg font-semibold text-red-800 outline-none">
          {t('locked.title')}
        </h2>
        <p className="mt-2 text-slate-700">
          {completedAt ? t('locked.textWithDate', { date: formatDate(completedAt) }) : t('locked.text')}
        </p>
        <Link to="/" className={buttonClasses('primary', 'md', 'mt-4')}>
          {t('locked.home')}
        </Link>
      </section>
    </div>
  );
});
