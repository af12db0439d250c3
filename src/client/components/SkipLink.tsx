import { useTranslation } from 'react-i18next';

/** First focusable element of every page: jumps to the main landmark (#main). */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[200] focus:rounded-xl focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-brand-700 focus:shadow-lg"
    >
      {t('skipToContent')}
    </a>
  );
}
