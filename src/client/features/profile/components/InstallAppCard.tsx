import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { installAppWithFeedback } from '@client/lib/install-app-feedback';

/** Install Helvetax as an app (spec part 1 §1, §8). */
export function InstallAppCard() {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation();
  return (
    <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="font-semibold text-slate-900">{t('install.title')}</h2>
        <p className="mt-1 text-sm text-slate-700">{t('install.text')}</p>
      </div>
      <Button variant="secondary" onClick={() => void installAppWithFeedback()}>
        <Download aria-hidden="true" className="h-4 w-4" />
        {tc('install.button')}
      </Button>
    </Card>
  );
}
