import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@shared/domain/languages';
import { changeLanguage, currentLanguage } from '@client/lib/i18n';
import { LazySelect } from './ui/LazySelect';

/**
 * Language selector with a globe icon (spec part 1 §2.2, §3.9). All ten languages are listed;
 * only the five active ones can be chosen. On small screens the trigger shows the code only.
 */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const selected = LANGUAGES.find((l) => l.code === language);
  return (
    <LazySelect
      label={t('language.label')}
      value={language}
      onValueChange={(code) => void changeLanguage(code)}
      icon={<Globe aria-hidden="true" className="h-4 w-4 text-slate-700" />}
      display={
        <>
          <span className="uppercase sm:hidden">{language}</span>
          <span className="hidden sm:inline">{selected?.name}</span>
        </>
      }
      triggerClassName={className}
      options={LANGUAGES.map((l) => ({
        value: l.code,
        label: l.name,
        disabled: !l.active,
        hint: l.active ? undefined : t('language.unavailable'),
      }))}
    />
  );
}
