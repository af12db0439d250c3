import { ArrowLeft, Construction, PowerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';

/**
 * What a tab shows when it has nothing to show (spec part 2: an unknown tab is 'under
 * construction'); a known section that is switched off says so and where to switch it on.
 */
export function TabNotice({ kind, taxYear, onBackToOverview }: { kind: 'underConstruction' | 'switchedOff'; taxYear: number; onBackToOverview: () => void }) {
  const { t } = useTranslation('advancedTaxInfo');
  const Icon = kind === 'underConstruction' ? Construction : PowerOff;
  return (
    <Card className="flex flex-col items-start gap-3">
      <Icon aria-hidden="true" className="h-8 w-8 text-slate-600" />
      <h2 className="text-lg font-semibold text-slate-900">
        {kind === 'underConstruction' ? t('tabs.underConstructionTitle') : t('tabs.switchedOffTitle')}
      </h2>
      <p className="text-slate-700">{kind === 'underConstruction' ? t('tabs.underConstructionText') : t('tabs.switchedOffText', { year: taxYear })}</p>
      <Button variant="secondary" onClick={onBackToOverview}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('tabs.toOverview')}
      </Button>
    </Card>
  );
}
