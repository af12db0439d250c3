import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROPERTY_KINDS, type AdvancedTaxInfo, type RealEstateSettings } from '@shared/contract/advanced-tax-info';
import { AddItemButton } from '@client/components/item-list/AddItemButton';
import { RemovableItemCard } from '@client/components/item-list/RemovableItemCard';
import { UndoRemoveBanner } from '@client/components/item-list/UndoRemoveBanner';
import { useUndoableRemoval } from '@client/components/item-list/use-undoable-removal';
import { SectionForm } from '@client/components/section-form/SectionForm';
import { Card } from '@client/components/ui/Card';
import { Field, Input, Textarea } from '@client/components/ui/Field';
import { RadioCardGroup } from '@client/components/ui/RadioCardGroup';
import { SwitchField } from '@client/components/ui/Switch';
import { registerChfAmount } from '@client/lib/chf-amount-field';
import { validationText } from '@client/lib/i18n';
import { toastSectionSaveFailure } from '@client/lib/section-save-error';
import { toast } from '@client/lib/toast';
import { useSaveRealEstate } from '../api/save-real-estate';
import {
  MAX_PROPERTIES,
  canAddProperty,
  emptyProperty,
  realEstateFormSchema,
  realEstateFormValues,
  type PropertyAmountKey,
  type PropertyFormValues,
  type RealEstateFormValues,
} from '../real-estate-form';

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
  const { lastRemoved, removeItem, undoRemove, forgetRemoved, undoButtonRef } = useUndoableRemoval<PropertyFormValues>({
    count: fields.length,
    remove,
    insert,
  });
  const errorOf = (message: string | undefined) => (message ? validationText(message) : undefined);

  const propertyName = (property: PropertyFormValues | undefined, index: number) =>
    property?.location.trim() || t('realEstate.propertyNumber', { number: index + 1 });

  const removeProperty = (index: number) => {
    const property = form.getValues(`properties.${index}`);
    removeItem(index, property, propertyName(property, index));
  };

  const submit = form.handleSubmit((realEstate) => {
    save.mutate(realEstate, {
      onSuccess: () => {
        form.reset(realEstateFormValues(realEstate));
        forgetRemoved();
        toast({ title: t('realEstate.toasts.savedTitle'), description: t('realEstate.toasts.savedText') });
      },
      onError: (error) => toastSectionSaveFailure(error, t('common.saveFailed'), (reason) => t(`errors.${reason}`)),
    });
  });

  return (
    <SectionForm
      title={t('realEstate.title')}
      intro={t('realEstate.intro', { year: taxYear })}
      locked={locked}
      saving={save.isPending}
      saveLabel={t('realEstate.save')}
      savingLabel={t('common.saving')}
      onSubmit={submit}
      backToOverview={{ label: t('common.backToOverview'), onClick: onBackToOverview }}
      documents={documents}
      documentsHeading={t('common.documents')}
      documentsHeadingId="real-estate-documents"
    >
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
            <Field id={inputId} label={label} hint={hint} error={error}>
              {(control) => (
                <Input
                  {...control}
                  className="tabular-nums"
                  {...registerChfAmount(form, `properties.${index}.${key}`)}
                />
              )}
            </Field>
          );
        };
        return (
          <RemovableItemCard
            key={field.id}
            headingId={`${id}-heading`}
            heading={name}
            removeLabel={t('realEstate.remove')}
            removeName={t('realEstate.removeNamed', { name })}
            onRemove={() => removeProperty(index)}
          >

            <Controller
              control={form.control}
              name={`properties.${index}.kind`}
              render={({ field: item }) => (
                <Field id={`${id}-kind`} kind="group" label={t('realEstate.kind.label')}>
                  {(control) => (
                    <RadioCardGroup
                      {...control}
                      value={item.value}
                      onValueChange={item.onChange}
                      options={PROPERTY_KINDS.map((value) => ({
                        value,
                        label: t(`realEstate.kind.${value}.label`),
                        hint: t(`realEstate.kind.${value}.hint`),
                      }))}
                      className="sm:grid-cols-3"
                    />
                  )}
                </Field>
              )}
            />

            <Field id={`${id}-location`} label={t('realEstate.location.label')} hint={t('realEstate.location.hint')} error={locationError}>
              {(control) => <Input {...control} autoComplete="off" {...form.register(`properties.${index}.location`)} />}
            </Field>

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
          </RemovableItemCard>
        );
      })}

      <UndoRemoveBanner
        message={lastRemoved ? t('realEstate.removed', { name: lastRemoved.name }) : null}
        undoLabel={t('common.undo')}
        onUndo={undoRemove}
        undoDisabled={!canAddProperty(fields.length)}
        undoButtonRef={undoButtonRef}
      />

      <AddItemButton
        label={t('realEstate.add')}
        onAdd={() => append(emptyProperty())}
        disabled={!canAddProperty(fields.length)}
        limitHint={t('realEstate.limit', { max: MAX_PROPERTIES })}
        limitHintId="properties-limit"
        error={errorOf(errors.properties?.message ?? errors.properties?.root?.message)}
        errorId="properties-list-error"
      />

      <Card>
        <Field id="real-estate-notes" label={t('realEstate.notes.label')} hint={t('realEstate.notes.hint')} error={errorOf(errors.notes?.message)}>
          {(control) => <Textarea {...control} {...form.register('notes')} />}
        </Field>
      </Card>
    </SectionForm>
  );
}
