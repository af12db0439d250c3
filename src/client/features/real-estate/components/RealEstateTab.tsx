import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Plus, Trash2, Undo2 } from 'lucide-react';
import { useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROPERTY_KINDS, type AdvancedTaxInfo, type RealEstateSettings } from '@shared/contract/advanced-tax-info';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { FieldError, FieldHint, Input, Label, Textarea } from '@client/components/ui/Field';
import { RadioCardGroup } from '@client/components/ui/RadioCardGroup';
import { SwitchField } from '@client/components/ui/Switch';
import { isSessionExpired } from '@client/lib/api-client';
import { tidyChfInput } from '@client/lib/chf-amount';
import { validationText } from '@client/lib/i18n';
import { toast } from '@client/lib/toast';
import { useSaveRealEstate } from '../api/save-real-estate';
import {
  MAX_PROPERTIES,
  canAddProperty,
  emptyProperty,
  realEstateFormSchema,
  realEstateFormValues,
  restoreIndex,
  type PropertyAmountKey,
  type PropertyFormValues,
  type RealEstateFormValues,
} from '../real-estate-form';
import { saveErrorKey } from './save-error-key';

export type RealEstateTabProps = {
  taxYear: number;
  info: AdvancedTaxInfo;
  locked: boolean;
  documents?: ReactNode;
  onBackToOverview: () => void;
};

/** Real estate tab (spec part 2 'Advanced tax information page'): the properties owned at the end of the year. */
export function RealEstateTab({ taxYear, info, locked, documents, onBackToOverview }: RealEstateTabProps) {
  return (
    <RealEstateForm key={taxYear} taxYear={taxYear} saved={info.realEstate} locked={locked} documents={documents} onBackToOverview={onBackToOverview} />
  );
}

type Removed = { property: PropertyFormValues; index: number; name: string };

function RealEstateForm({
  taxYear,
  saved,
  locked,
  documents,
  onBackToOverview,
}: {
  taxYear: number;
  saved: RealEstateSettings | null;
  locked: boolean;
  documents?: ReactNode;
  onBackToOverview: () => void;
}) {
  const { t } = useTranslation('advancedSections');
  const save = useSaveRealEstate(taxYear);
  const form = useForm<RealEstateFormValues, unknown, RealEstateSettings>({
    resolver: zodResolver(realEstateFormSchema),
    defaultValues: realEstateFormValues(saved),
    mode: 'onTouched',
  });
  const { fields, append, remove, insert } = useFieldArray({ control: form.control, name: 'properties' });
  const properties = useWatch({ control: form.control, name: 'properties' });
  const { errors } = form.formState;
  // Removed properties stay restorable until the list is saved.
  const [removed, setRemoved] = useState<Removed[]>([]);
  const undoRef = useRef<HTMLButtonElement>(null);
  const lastRemoved = removed.at(-1);
  const errorOf = (message: string | undefined) => (message ? validationText(message) : undefined);

  const propertyName = (property: PropertyFormValues | undefined, index: number) =>
    property?.location.trim() || t('realEstate.propertyNumber', { number: index + 1 });

  const removeProperty = (index: number) => {
    const property = form.getValues(`properties.${index}`);
    flushSync(() => {
      remove(index);
      setRemoved((list) => [...list, { property, index, name: propertyName(property, index) }]);
    });
    undoRef.current?.focus();
  };

  const undoRemove = () => {
    if (!lastRemoved) return;
    setRemoved((list) => list.slice(0, -1));
    insert(restoreIndex(lastRemoved.index, fields.length), lastRemoved.property);
  };

  const submit = form.handleSubmit((realEstate) => {
    save.mutate(realEstate, {
      onSuccess: () => {
        form.reset(realEstateFormValues(realEstate));
        setRemoved([]);
        toast({ title: t('realEstate.toasts.savedTitle'), description: t('realEstate.toasts.savedText') });
      },
      onError: (error) => {
        if (isSessionExpired(error)) return;
        toast({ title: t('common.saveFailed'), description: t(`errors.${saveErrorKey(error)}`), variant: 'destructive' });
      },
    });
  });

  /** An amount field: typed freely, tidied to '1’250.50' when the person leaves it. */
  const amountField = (index: number, key: PropertyAmountKey) => {
    const name = `properties.${index}.${key}` as const;
    const field = form.register(name);
    return {
      ...field,
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        const tidy = tidyChfInput(event.target.value);
        if (tidy !== event.target.value) form.setValue(name, tidy);
        return field.onBlur(event);
      },
    };
  };

  return (
    <fieldset disabled={locked} className="m-0 min-w-0 border-0 p-0">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <div>
          <Button variant="ghost" size="sm" onClick={onBackToOverview} className="-ml-3">
            <ArrowLeft aria-hidden="true" className="h-5 w-5" />
            {t('common.backToOverview')}
          </Button>
          <h2 className="mt-2 text-xl font-semibold text-slate-900">{t('realEstate.title')}</h2>
          <p className="mt-1 text-slate-700">{t('realEstate.intro', { year: taxYear })}</p>
        </div>

        {fields.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-slate-700">{t('realEstate.empty')}</p>
        ) : null}

        {fields.map((field, index) => {
          const id = `property-${field.id}`;
          const property = properties[index];
          const kind = property?.kind ?? 'primary_residence';
          const name = propertyName(property, index);
          const propertyErrors = errors.properties?.[index];
          const locationError = errorOf(propertyErrors?.location?.message);
          const amountInput = (key: PropertyAmountKey, label: string, hint: string) => {
            const inputId = `${id}-${key}`;
            const error = errorOf(propertyErrors?.[key]?.message);
            return (
              <div>
                <Label htmlFor={inputId}>{label}</Label>
                <Input
                  id={inputId}
                  inputMode="decimal"
                  autoComplete="off"
                  spellCheck={false}
                  className="tabular-nums"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={[`${inputId}-hint`, error ? `${inputId}-error` : ''].join(' ').trim()}
                  {...amountField(index, key)}
                />
                <FieldError id={`${inputId}-error`}>{error}</FieldError>
                <FieldHint id={`${inputId}-hint`}>{hint}</FieldHint>
              </div>
            );
          };
          return (
            <Card key={field.id} role="group" aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
              <div className="flex items-start justify-between gap-3">
                <h3 id={`${id}-heading`} className="pt-2.5 text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">
                  {name}
                </h3>
                <Button variant="ghost" size="sm" onClick={() => removeProperty(index)} aria-label={t('realEstate.removeNamed', { name })} className="-mr-2 shrink-0">
                  <Trash2 aria-hidden="true" className="h-5 w-5" />
                  <span className="hidden min-[400px]:inline">{t('realEstate.remove')}</span>
                </Button>
              </div>

              <Controller
                control={form.control}
                name={`properties.${index}.kind`}
                render={({ field: item }) => (
                  <div>
                    <p id={`${id}-kind-label`} className="mb-1.5 text-sm font-medium text-slate-800">
                      {t('realEstate.kind.label')}
                    </p>
                    <RadioCardGroup
                      labelledBy={`${id}-kind-label`}
                      value={item.value}
                      onValueChange={item.onChange}
                      options={PROPERTY_KINDS.map((value) => ({
                        value,
                        label: t(`realEstate.kind.${value}.label`),
                        hint: t(`realEstate.kind.${value}.hint`),
                      }))}
                      className="sm:grid-cols-3"
                    />
                  </div>
                )}
              />

              <div>
                <Label htmlFor={`${id}-location`}>{t('realEstate.location.label')}</Label>
                <Input
                  id={`${id}-location`}
                  autoComplete="off"
                  aria-invalid={locationError ? true : undefined}
                  aria-describedby={[`${id}-location-hint`, locationError ? `${id}-location-error` : ''].join(' ').trim()}
                  {...form.register(`properties.${index}.location`)}
                />
                <FieldError id={`${id}-location-error`}>{locationError}</FieldError>
                <FieldHint id={`${id}-location-hint`}>{t('realEstate.location.hint')}</FieldHint>
              </div>

              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                {amountInput('taxValueRappen', t('realEstate.taxValue.label'), t('realEstate.taxValue.hint'))}
                {kind === 'rental'
                  ? amountInput('rentalValueRappen', t('realEstate.rentReceived.label', { year: taxYear }), t('realEstate.rentReceived.hint'))
                  : amountInput('rentalValueRappen', t('realEstate.imputedRentalValue.label'), t('realEstate.imputedRentalValue.hint'))}
                {amountInput('mortgageDebtRappen', t('realEstate.mortgageDebt.label', { year: taxYear }), t('realEstate.mortgageDebt.hint'))}
                {amountInput('mortgageInterestRappen', t('realEstate.mortgageInterest.label', { year: taxYear }), t('realEstate.mortgageInterest.hint'))}
              </div>

              <Controller
                control={form.control}
                name={`properties.${index}.maintenanceFlatRate`}
                render={({ field: item }) => (
                  <SwitchField
                    id={`${id}-flat-rate`}
                    label={t('realEstate.flatRate.label')}
                    description={t('realEstate.flatRate.hint')}
                    checked={item.value}
                    onCheckedChange={item.onChange}
                  />
                )}
              />
              {property?.maintenanceFlatRate === false
                ? amountInput('maintenanceCostsRappen', t('realEstate.maintenanceCosts.label', { year: taxYear }), t('realEstate.maintenanceCosts.hint'))
                : null}
            </Card>
          );
        })}

        <div aria-live="polite">
          {lastRemoved ? (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-2 text-amber-950">
              <p>{t('realEstate.removed', { name: lastRemoved.name })}</p>
              <Button ref={undoRef} variant="secondary" size="sm" onClick={undoRemove} disabled={!canAddProperty(fields.length)}>
                <Undo2 aria-hidden="true" className="h-5 w-5" />
                {t('common.undo')}
              </Button>
            </div>
          ) : null}
        </div>

        <div>
          <Button variant="secondary" onClick={() => append(emptyProperty())} disabled={!canAddProperty(fields.length)} aria-describedby="properties-limit" className="w-full sm:w-auto">
            <Plus aria-hidden="true" className="h-5 w-5" />
            {t('realEstate.add')}
          </Button>
          <FieldHint id="properties-limit">{t('realEstate.limit', { max: MAX_PROPERTIES })}</FieldHint>
          <FieldError id="properties-list-error">{errorOf(errors.properties?.message ?? errors.properties?.root?.message)}</FieldError>
        </div>

        <Card>
          <Label htmlFor="real-estate-notes">{t('realEstate.notes.label')}</Label>
          <Textarea
            id="real-estate-notes"
            aria-invalid={errors.notes ? true : undefined}
            aria-describedby={['real-estate-notes-hint', errors.notes ? 'real-estate-notes-error' : ''].join(' ').trim()}
            {...form.register('notes')}
          />
          <FieldError id="real-estate-notes-error">{errorOf(errors.notes?.message)}</FieldError>
          <FieldHint id="real-estate-notes-hint">{t('realEstate.notes.hint')}</FieldHint>
        </Card>

        <div className="flex sm:justify-end">
          <Button type="submit" className="w-full sm:w-auto" disabled={locked || save.isPending}>
            {save.isPending ? t('common.saving') : t('realEstate.save')}
          </Button>
        </div>
      </form>

      {documents ? (
        <section aria-labelledby="real-estate-documents" className="mt-8">
          <h3 id="real-estate-documents" className="mb-3 text-lg font-semibold text-slate-900">
            {t('common.documents')}
          </h3>
          {documents}
        </section>
      ) : null}
    </fieldset>
  );
}
