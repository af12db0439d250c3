import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const LINKS = [
  { to: '/data-protection-policy?returnTo=/profile', key: 'legal.dataProtection' },
  { to: '/cookie-policy?returnTo=/profile', key: 'legal.cookies' },
  { to: '/terms-and-conditions?returnTo=/profile', key: 'legal.terms' },
] as const;

/** The three legal pages, each coming back to the profile (spec part 2 §2). */
export function LegalLinks() {
  const { t } = useTranslation('profile');
  return (
    <nav aria-label={t('legal.label')}>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline underline-offset-4">
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
