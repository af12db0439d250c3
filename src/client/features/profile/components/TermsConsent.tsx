import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@client/components/ui/Card';
import { Checkbox } from '@client/components/ui/Checkbox';
import { Field } from '@client/components/ui/Field';

type TermsConsentProps = {
  checked: boolean;
  /** The checkbox unlocks once first name, last name and phone are filled (part 2 §5). */
  canCheck: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** First-time mode: liability statement and the terms checkbox. */
export function TermsConsent({ checked, canCheck, onCheckedChange }: TermsConsentProps) {
  const { t } = useTranslation('profile');
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ShieldCheck aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {t('terms.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t('terms.liability')}</p>
      <Field
        id="profile-terms"
        kind="checkbox"
        className="mt-3"
        label={t('terms.label')}
        hint={canCheck ? undefined : t('terms.fillFirst')}
      >
        {(control) => <Checkbox {...control} checked={checked} disabled={!canCheck && !checked} onCheckedChange={onCheckedChange} className="-ml-2.5" />}
      </Field>
    </Card>
  );
}
