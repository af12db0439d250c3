import { LoaderCircle } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MunicipalityMatch } from '@shared/contract/tax-calculator';
import type { TaxEfficiencyResponse } from '@shared/contract/tax-efficiency';
import { Card } from '@client/components/ui/Card';
import { LoadFailedCard } from '@client/components/ui/LoadFailedCard';
import { errorText } from '@client/lib/error-text';
import { figuresFromValues, formValuesFromFigures, type FiguresFormValues, type Household } from '../figures-form';
import { amountText, formValuesWithDocuments, type DocumentField } from '../from-documents';
import { useAutosaveFigures } from '../use-autosave-figures';
import { useLocalAnalysis } from '../use-local-analysis';
import { EfficiencyScore } from './EfficiencyScore';
import { FiguresForm } from './FiguresForm';
import { HouseholdCard, MunicipalityQuestion } from './HouseholdCard';
import { Recommendations } from './Recommendations';
import { SaveStatus } from './SaveStatus';
import { ResultSummary, TaxBreakdown } from './TaxResults';
import { WithholdingTaxClaim } from './WithholdingTaxClaim';
import { YearComparison } from './YearComparison';

type Municipality = NonNullable<Household['municipality']>;

/**
 * One tax year's figures and what they come to. The form starts from the stored figures and is
 * the truth from then on: every change is computed here at once and saved a moment later.
 * Mounted per year (the route keys it), so a year's form never mixes with another's.
 */
export function TaxEfficiencyWorkspace({ taxYear, page }: { taxYear: number; page: TaxEfficiencyResponse }) {
  const { t } = useTranslation('taxEfficiency');
  const [municipality, setMunicipality] = useState<Municipality | null>(page.household.municipality);
  const [chosenBfsId, setChosenBfsId] = useState<number | null>(page.figures?.bfsId ?? null);
  const household = useMemo(() => ({ ...page.household, municipality }), [page.household, municipality]);
  // A first visit (nothing stored yet) starts from the confirmed documents; the page says so beside each field.
  const form = useForm<FiguresFormValues>({
    defaultValues: page.figures
      ? formValuesFromFigures(page.figures, page.household)
      : formValuesWithDocuments(formValuesFromFigures(null, page.household), page.fromDocuments),
  });
  const autosave = useAutosaveFigures(taxYear);

  const values = form.watch();
  const valuesKey = JSON.stringify(values);
  // Keyed by the text of the values: watch() answers a new object on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const read = useMemo(() => figuresFromValues(values, household, chosenBfsId), [valuesKey, household, chosenBfsId]);
  const local = useLocalAnalysis(taxYear, household, read.figures);
  // Until the tables are in, the server's analysis of the figures saved last, if it is for this municipality.
  const serverAnalysis = page.household.municipality?.bfsId === municipality?.bfsId ? page.analysis : null;
  const analysis = local.analysis ?? serverAnalysis;

  // Each change is saved once the person pauses; a text that is no amount waits for its correction.
  const { schedule } = autosave;
  useEffect(() => {
    const subscription = form.watch((changed) => {
      const next = figuresFromValues(changed as FiguresFormValues, household, chosenBfsId);
      if (next.figures) schedule(next.figures);
    });
    return () => subscription.unsubscribe();
  }, [form, household, chosenBfsId, schedule]);

  const chooseMunicipality = (match: MunicipalityMatch) => {
    const chosen = { bfsId: match.bfsId, name: match.name, canton: match.canton };
    setMunicipality(chosen);
    setChosenBfsId(match.bfsId);
    const next = figuresFromValues(form.getValues(), { ...household, municipality: chosen }, match.bfsId);
    if (next.figures) {
      schedule(next.figures);
      autosave.flush();
    }
  };

  // Taken over like typed (the watch above schedules the save), and saved at once like a field left.
  const takeFromDocuments = (field: DocumentField, amount: number) => {
    form.setValue(field, amountText(amount), { shouldDirty: true });
    form.setFocus(field);
    autosave.flush();
  };

  if (!municipality) {
    return (
      <div className="flex flex-col gap-3">
        <MunicipalityQuestion taxYear={taxYear} onSelect={chooseMunicipality} />
        <SaveStatus state={autosave.state} error={autosave.error} onRetry={autosave.retry} />
      </div>
    );
  }

  // While a field holds no amount, the results shown are those of the figures saved last.
  const figures = read.figures ?? page.figures;
  const hasIncome = figures !== null && (figures.earners.some((earner) => earner.grossIncome > 0) || figures.otherIncome > 0 || figures.wealth > 0);

  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-2 lg:gap-6">
      <div className="flex flex-col gap-3 lg:col-start-1 lg:row-start-1">
        <HouseholdCard taxYear={taxYear} household={household} onMunicipalityChange={chooseMunicipality} />
        <SaveStatus state={autosave.state} error={autosave.error} onRetry={autosave.retry} />
      </div>
      <section aria-labelledby="tax-efficiency-result" className="flex flex-col gap-3 lg:col-start-2 lg:row-start-1">
        <h2 id="tax-efficiency-result" className="text-lg font-semibold text-slate-900">
          {t('results.title', { year: taxYear })}
        </h2>
        {local.tablesError ? (
          <LoadFailedCard message={t('results.tablesFailed')} detail={errorText(local.tablesError)} onRetry={local.retryTables} />
        ) : null}
        {!analysis ? (
          local.tablesError ? null : (
            <Card className="flex items-center gap-3">
              <LoaderCircle aria-hidden="true" className="h-5 w-5 shrink-0 animate-spin text-brand-600" />
              <p role="status" className="text-slate-700">
                {t('results.pending')}
              </p>
            </Card>
          )
        ) : hasIncome ? (
          <ResultSummary analysis={analysis} taxYear={taxYear} />
        ) : (
          <Card>
            <p className="text-slate-700">{t('results.noIncome')}</p>
          </Card>
        )}
        {/* Salary certificates alone reclaim no withholding tax: the claim is the statements'. */}
        {page.fromDocuments && page.fromDocuments.documents.length > 0 ? <WithholdingTaxClaim fromDocuments={page.fromDocuments} /> : null}
      </section>
      <div className="lg:col-start-1 lg:row-start-2">
        <FiguresForm
          form={form}
          household={household}
          problems={read.problems}
          onLeave={autosave.flush}
          fromDocuments={page.fromDocuments}
          onTakeFromDocuments={takeFromDocuments}
        />
      </div>
      {analysis && hasIncome ? (
        <div className="flex flex-col gap-5 lg:sticky lg:top-4 lg:col-start-2 lg:row-start-2 lg:self-start">
          <TaxBreakdown taxes={analysis.current} taxYear={taxYear} />
          <YearComparison analysis={analysis} taxYear={taxYear} />
          <EfficiencyScore score={analysis.score} />
          <Recommendations recommendations={analysis.recommendations} taxYear={taxYear} />
        </div>
      ) : null}
    </div>
  );
}
