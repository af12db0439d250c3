import { zodResolver } from '@hookform/resolvers/zod';
import { Calculator, LoaderCircle, Trophy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_CHILDREN, TAX_CONFESSIONS, TAX_RELATIONSHIPS, type TaxEstimateRequest } from '@shared/contract/tax-calculator';
import { Button } from '@client/components/ui/Button';
import { MunicipalitySearch } from '@client/components/MunicipalitySearch';
import { Card } from '@client/components/ui/Card';
import { Field, Input, NativeSelect } from '@client/components/ui/Field';
import { NumberStepper } from '@client/components/ui/NumberStepper';
import { cn } from '@client/components/ui/cn';
import { registerChfAmount } from '@client/lib/chf-amount-field';
import { errorText } from '@client/lib/error-text';
import { formatChf } from '@client/lib/format';
import { useTaxEstimate } from '../api/estimate-taxes';
import { useTaxRanking } from '../api/rank-municipalities';
import {
  CALCULATOR_DEFAULTS,
  CALCULATOR_MODES,
  CALCULATOR_TAX_YEARS,
  calculatorFormSchema,
  estimateBodyOf,
  taxableFiguresOf,
  type CalculatorFormValues,
  type CalculatorMunicipality,
} from '../calculator-form';
import { MunicipalityRanking } from './MunicipalityRanking';
import { TaxEstimateResult } from './TaxEstimateResult';
import { nameBesideCanton } from '@client/lib/municipality-name';

/** Figures follow the typing once it pauses this long, so a number typed in one go asks once. */
export const RECOMPUTE_DEBOUNCE_MS = 250;

const MUNICIPALITY_FIELD_ID = 'calculator-municipality';

/**
 * The public calculator (issue 11): a household's taxes in one municipality, recomputed as the
 * figures change, and on request the same household in every municipality of Switzerland.
 */
export function TaxCalculator() {
  const { t } = useTranslation('taxCalculator');
  const form = useForm<CalculatorFormValues>({
    resolver: zodResolver(calculatorFormSchema),
    defaultValues: CALCULATOR_DEFAULTS,
  });
  // useWatch types nested objects as partial; the municipality is only ever set whole.
  const values = { ...CALCULATOR_DEFAULTS, ...useWatch({ control: form.control }) } as CalculatorFormValues;
  const errors = form.formState.errors;
  const formError = (message: string | undefined) => (message ? t(`formErrors.${message}` as 'formErrors.amountInvalid') : undefined);

  // The request as typed, sent once the typing pauses (a submit sends it at once).
  const liveBody = estimateBodyOf(values);
  const liveKey = JSON.stringify(liveBody);
  const [body, setBody] = useState<TaxEstimateRequest | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setBody(JSON.parse(liveKey) as TaxEstimateRequest | null), RECOMPUTE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [liveKey]);
  const estimate = useTaxEstimate(body);

  // The ranking compares the household of the figures on screen (settled, not a placeholder).
  const settled = estimate.data && !estimate.isPlaceholderData && !estimate.isError ? estimate.data : undefined;
  // Gross figures are ranked as gross: each municipality's canton applies its own deductions.
  const rankingBody = settled ? settled.request : null;
  const [rankingWanted, setRankingWanted] = useState(false);
  const ranking = useTaxRanking(rankingWanted ? rankingBody : null, 'switzerland');
  // Names of the municipalities chosen so far: the figures on screen may still be those of the
  // previous one while the next load.
  const [municipalityNames, setMunicipalityNames] = useState<ReadonlyMap<number, CalculatorMunicipality>>(new Map());

  const submit = form.handleSubmit(
    () => setBody(liveBody),
    (invalid: FieldErrors<CalculatorFormValues>) => {
      if (invalid.municipality) document.getElementById(MUNICIPALITY_FIELD_ID)?.focus();
    },
  );

  const married = values.relationship === 'married';
  const gross = values.mode === 'gross';
  const municipality = values.municipality;
  const shown = estimate.data;
  const shownMunicipality = shown ? municipalityNames.get(shown.request.bfsId) : undefined;

  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
      <Card className="p-4 sm:p-6">
        <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-labelledby="calculator-form-title">
          <h2 id="calculator-form-title" className="text-lg font-semibold text-slate-900">
            {t('form.title')}
          </h2>
          <MunicipalitySearch
            id={MUNICIPALITY_FIELD_ID}
            taxYear={Number(values.taxYear)}
            selected={municipality}
            error={formError(errors.municipality?.message)}
            required
            onSelect={(match) => {
              const chosen = { bfsId: match.bfsId, name: match.name, canton: match.canton };
              setMunicipalityNames((names) => new Map(names).set(chosen.bfsId, chosen));
              form.setValue('municipality', chosen, { shouldValidate: form.formState.isSubmitted });
            }}
          />

          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <Field id="calculator-tax-year" label={t('form.taxYear')}>
              {(control) => (
                <NativeSelect {...control} {...form.register('taxYear')}>
                  {CALCULATOR_TAX_YEARS.map((year) => (
                    <option key={year} value={String(year)}>
                      {year}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field id="calculator-relationship" label={t('form.relationship')} hint={married ? t('form.relationshipHint') : undefined}>
              {(control) => (
                <NativeSelect {...control} {...form.register('relationship')}>
                  {TAX_RELATIONSHIPS.map((relationship) => (
                    <option key={relationship} value={relationship}>
                      {t(`relationships.${relationship}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field id="calculator-children" label={t('form.children')} error={formError(errors.children?.message)}>
              {(control) => (
                <NumberStepper
                  {...control}
                  value={values.children}
                  decrementLabel={t('form.childrenLess')}
                  incrementLabel={t('form.childrenMore')}
                  decrementDisabled={values.children <= 0}
                  incrementDisabled={values.children >= MAX_CHILDREN}
                  onDecrement={() => form.setValue('children', Math.max(0, values.children - 1))}
                  onIncrement={() => form.setValue('children', Math.min(MAX_CHILDREN, values.children + 1))}
                  onInputChange={(text) => {
                    const digits = text.replace(/\D/g, '');
                    form.setValue('children', digits === '' ? 0 : Math.min(MAX_CHILDREN, Number(digits)));
                  }}
                />
              )}
            </Field>
            <Field id="calculator-confession" label={t('form.confession')} hint={married ? t('form.confessionHintMarried') : undefined}>
              {(control) => (
                <NativeSelect {...control} {...form.register('confession')}>
                  {TAX_CONFESSIONS.map((confession) => (
                    <option key={confession} value={confession}>
                      {t(`confessions.${confession}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
          </div>

          <fieldset>
            <legend className="mb-1.5 block text-sm font-medium text-slate-800">{t('form.mode')}</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {CALCULATOR_MODES.map((mode) => (
                <label
                  key={mode}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-2.5 text-slate-900',
                    values.mode === mode ? 'border-2 border-slate-900 bg-slate-50 font-semibold' : 'border-slate-400 bg-white',
                  )}
                >
                  <input type="radio" value={mode} className="h-5 w-5 accent-slate-900" {...form.register('mode')} />
                  {t(`modes.${mode}`)}
                </label>
              ))}
            </div>
          </fieldset>

          {gross ? (
            <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
              <Field id="calculator-gross" label={t('form.grossIncome')} hint={t('form.grossIncomeHint')} error={formError(errors.grossIncome?.message)} required>
                {(control) => <Input {...control} placeholder="85’000" {...registerChfAmount(form, 'grossIncome')} />}
              </Field>
              {married ? (
                <Field
                  id="calculator-spouse-gross"
                  label={t('form.spouseGrossIncome')}
                  hint={t('form.spouseGrossIncomeHint')}
                  error={formError(errors.spouseGrossIncome?.message)}
                >
                  {(control) => <Input {...control} {...registerChfAmount(form, 'spouseGrossIncome')} />}
                </Field>
              ) : null}
              <Field id="calculator-wealth" label={t('form.wealth')} hint={t('form.wealthHint')} error={formError(errors.wealth?.message)}>
                {(control) => <Input {...control} placeholder="0" {...registerChfAmount(form, 'wealth')} />}
              </Field>
            </div>
          ) : (
            <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
              <Field
                id="calculator-taxable-canton"
                label={t('form.taxableIncomeCanton')}
                hint={t('form.taxableIncomeCantonHint')}
                error={formError(errors.taxableIncomeCanton?.message)}
                required
              >
                {(control) => <Input {...control} placeholder="85’000" {...registerChfAmount(form, 'taxableIncomeCanton')} />}
              </Field>
              <Field
                id="calculator-taxable-federal"
                label={t('form.taxableIncomeFederal')}
                hint={t('form.taxableIncomeFederalHint')}
                error={formError(errors.taxableIncomeFederal?.message)}
              >
                {(control) => <Input {...control} {...registerChfAmount(form, 'taxableIncomeFederal')} />}
              </Field>
              <Field id="calculator-taxable-wealth" label={t('form.taxableWealth')} hint={t('form.taxableWealthHint')} error={formError(errors.wealth?.message)}>
                {(control) => <Input {...control} placeholder="0" {...registerChfAmount(form, 'wealth')} />}
              </Field>
            </div>
          )}

          {/* On a phone the result sits below the form: the total follows the typing down here. */}
          <div className="sticky bottom-0 -mx-4 -mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-b-2xl border-t border-slate-200 bg-white/95 px-4 py-3 sm:-mx-6 sm:-mb-6 sm:px-6 lg:static lg:m-0 lg:border-0 lg:bg-transparent lg:p-0">
            {shown && shownMunicipality && !estimate.isError ? (
              <a href="#calculator-result-title" className="mr-auto rounded-xl underline-offset-4 hover:underline lg:hidden">
                <span className="block text-xs font-medium text-slate-600">{t('result.total')}</span>
                <span className="block text-lg font-bold tabular-nums whitespace-nowrap text-slate-900">{formatChf(shown.estimate.total)}</span>
              </a>
            ) : null}
            <Button type="submit" className="flex-1 whitespace-nowrap lg:flex-none">
              {/* Left out on a phone, so the button and the total share one line. */}
              <Calculator aria-hidden="true" className="hidden h-5 w-5 sm:block" />
              {t('form.submit')}
            </Button>
          </div>
        </form>
      </Card>

      {/* On a wide screen the result stays in view beside the form, within the form's row only. */}
      <div className="lg:self-stretch">
        <Card className="p-4 sm:p-6 lg:sticky lg:top-4" aria-labelledby="calculator-result-title" role="region">
          <div className="flex items-center justify-between gap-3">
            <h2 id="calculator-result-title" className="text-lg font-semibold text-slate-900">
              {t('result.title')}
            </h2>
            {estimate.isFetching ? <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin text-brand-600" /> : null}
          </div>
          {/* Screen readers hear the total once it settles, not every figure of the breakdown. */}
          <p role="status" className="sr-only">
            {shown && shownMunicipality && !estimate.isFetching
              ? t('result.announce', { total: formatChf(shown.estimate.total), name: nameBesideCanton(shownMunicipality), canton: shownMunicipality.canton })
              : ''}
          </p>
          <div className={cn('mt-3 transition-opacity', estimate.isPlaceholderData ? 'opacity-60' : '')}>
            {estimate.isError ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {errorText(estimate.error)}
              </p>
            ) : shown && shownMunicipality ? (
              <TaxEstimateResult
                estimate={shown.estimate}
                taxable={taxableFiguresOf(shown.request, shown.estimate)}
                municipality={shownMunicipality}
                taxYear={shown.request.taxYear}
              />
            ) : (
              <p className="text-slate-700">{municipality ? t('result.enterIncome') : t('result.chooseMunicipality')}</p>
            )}
          </div>
        </Card>
      </div>

      <section aria-labelledby="calculator-ranking-title" className="lg:col-span-2">
        <Card className="p-4 sm:p-6">
          <h2 id="calculator-ranking-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Trophy aria-hidden="true" className="h-5 w-5 text-brand-700" />
            {t('ranking.title')}
          </h2>
          <p className="mt-1 text-slate-700">{t('ranking.intro')}</p>
          {!rankingWanted || !ranking.data ? (
            <Button
              variant="secondary"
              className="mt-4 w-full sm:w-auto"
              disabled={rankingBody === null || ranking.isFetching}
              aria-describedby={rankingBody === null ? 'calculator-ranking-needs' : undefined}
              onClick={() => setRankingWanted(true)}
            >
              {ranking.isFetching ? <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" /> : null}
              {ranking.isFetching ? t('ranking.loading') : t('ranking.load')}
            </Button>
          ) : null}
          {rankingBody === null && !ranking.data ? (
            <p id="calculator-ranking-needs" className="mt-2 text-sm text-slate-600">
              {t('ranking.needsEstimate')}
            </p>
          ) : null}
          {ranking.isError ? (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              {errorText(ranking.error)}
            </p>
          ) : null}
          {rankingWanted && ranking.data ? (
            // While the ranking of changed figures loads, the previous one stays, dimmed.
            <div className={cn('mt-4 transition-opacity', ranking.isPlaceholderData ? 'opacity-60' : '')} aria-busy={ranking.isFetching}>
              <MunicipalityRanking municipalities={ranking.data.municipalities} homeBfsId={ranking.data.request.bfsId} />
            </div>
          ) : null}
        </Card>
      </section>
    </div>
  );
}
