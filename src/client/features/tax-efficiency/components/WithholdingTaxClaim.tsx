import { Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FiguresFromDocuments } from '@shared/contract/tax-efficiency';
import { Card } from '@client/components/ui/Card';
import { formatChf } from '@client/lib/format';
import { useDocumentSources } from './DocumentFigureNote';

/**
 * The withholding tax (Verrechnungssteuer) the confirmed e-tax statements reclaim. Shown beside
 * the taxes, not in them: it is refunded, it is no deduction and changes no tax.
 */
export function WithholdingTaxClaim({ fromDocuments }: { fromDocuments: FiguresFromDocuments }) {
  const { t } = useTranslation('taxEfficiency');
  const sources = useDocumentSources(fromDocuments.documents);
  return (
    <Card className="flex items-start gap-3">
      <Landmark aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-600" />
      <div>
        <p className="font-semibold text-slate-900">{t('fromDocuments.withholdingTaxClaim', { amount: formatChf(fromDocuments.withholdingTaxClaim) })}</p>
        <p className="mt-1 text-sm text-slate-700">{t('fromDocuments.withholdingTaxClaimText')}</p>
        <p className="mt-1 text-xs text-slate-600">{t('fromDocuments.source', { sources })}</p>
      </div>
    </Card>
  );
}
