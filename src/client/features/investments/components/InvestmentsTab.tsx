import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INVESTMENT_ENTRY_KINDS, type AdvancedTaxInfo, type InvestmentSettings, type InvestmentSettingsInput } from '@shared/contract/advanced-tax-info';
import { AddItemButton } from '@client/components/item-list/AddItemButton';
import { RemovableItemCard } from '@client/components/item-list/RemovableItemCard';
import { UndoRemoveBanner } from '@client/components/item-list/UndoRemoveBanner';
import { useUndoableRemoval } from '@client/components/item-list/use-undoable-removal';
import { SectionForm } from '@client/components/section-form/SectionForm';
import { Card } from '@client/components/ui/Card';
import { Field, Input, Textarea } from '@client/components/ui/Field';
import { NumberStepper } from '@client/components/ui/NumberStepper';
import { RadioCardGroup } from '@client/components/ui/RadioCardGroup';
import { SwitchField } from '@client/components/ui/Switch';
import { registerChfAmount } from '@client/lib/chf-amount-field';
import { validationText } from '@client/lib/i18n';
import { toastSectionSaveFailure } from '@client/lib/section-save-error';
import { toast } from '@client/lib/toast';
import { useSaveInvestments } from '../api/save-investments';
import {
  MAX_ACCOUNT_COUNT,
  MAX_INVESTMENT_ENTRIES,
  accountCountFromText,
  canAddInvestmentEntry,
  emptyInvestmentEntry,
  entrySourceMark,
  investmentFormSchema,
  investmentFormValues,
  type InvestmentAmountKey,
  type InvestmentEntryFormValues,
  type InvestmentFormValues,
} from '../investment-form';
import { EntrySourceMark } from './EntrySourceMark';

export type InvestmentsTabProps = {
  taxYear: number;
  info: AdvancedTaxInfo;
  locked: boolean;
  documents?: ReactNode;
  onBackToOverview: () => void;
};

/** Investments tab (spec part 2 'Advanced tax information page'): what the person holds and the securities register's totals. */
export function InvestmentsTab({ taxYear, info, locked, documents, onBackToOverview }: InvestmentsTabProps) {
  return (
    <InvestmentsForm key={taxYear} taxYear={taxYear} saved={info.investments} locked={locked} documents={documents} onBackToOverview={onBackToOverview} />
  );
}

const HOLDINGS = ['holdsSecurities', 'holdsCryptocurrencies', 'holdsOtherInvestments', 'hasQualifyingParticipation'] as const;
const COUNTS = ['bankAccountCount', 'custodyAccountCount'] as const;
const AMOUNTS: readonly InvestmentAmountKey[] = ['taxValueRappen', 'grossRevenueARappen', 'grossRevenueBRappen', 'withholdingTaxClaimRappen'];

function InvestmentsForm({
  taxYear,
  saved,
  locked,
  documents,
  onBackToOverview,
}: {
  taxYear: number;
  saved: InvestmentSettings | null;
  locked: boolean;
  documents?: ReactNode;
  onBackToOverview: () => void;
}) {
  const { t } = useTranslation('advancedSections');
  const save = useSaveInvestments(taxYear);
  const form = useForm<InvestmentFormValues, unknown, InvestmentSettingsInput>({
    resolver: zodResolver(investmentFormSchema),
    defaultValues: investmentFormValues(saved),
    mode: 'onTouched',
  });
  // keyName: the entries carry an `id` of their own (the server's), which the field array must not replace.
  const { fields, append, remove, insert } = useFieldArray({ control: form.control, name: 'entries', keyName: 'fieldKey' });
  const entries = useWatch({ control: form.control, name: 'entries' });
  const { errors } = form.formState;
  const errorOf = (message: string | undefined) => (message ? validationText(message) : undefined);
  // Removed entries stay restorable until the section is saved.
  const { lastRemoved, removeItem, undoRemove, forgetRemoved, undoButtonRef } = useUndoableRemoval<InvestmentEntryFormValues>({
    count: fields.length,
    remove,
    insert,
  });
  const entryName = (entry: InvestmentEntryFormValues | undefined, index: number) =>
    entry?.description.trim() || entry?.reference.trim() || t(`investments.entries.kind.${entry?.kind ?? 'bankAccount'}`) + ` ${index + 1}`;

  const submit = form.handleSubmit((investments) => {
    save.mutate(investments, {
      onSuccess: ({ info }) => {
        // The saved state from the server: new entries get their ids, pre-filled ones keep their source mark.
        form.reset(investmentFormValues(info.investments));
        forgetRemoved();
        toast({ title: t('investments.toasts.savedTitle'), description: t('investments.toasts.savedText') });
      },
      onError: (error) => toastSectionSaveFailure(error, t('common.saveFailed'), (reason) => t(`errors.${reason}`)),
    });
  });

  return (
    <SectionForm
      title={t('investments.title')}
      intro={t('investments.intro', { year: taxYear })}
      locked={locked}
      saving={save.isPending}
      saveLabel={t('investments.save')}
      savingLabel={t('common.saving')}
      onSubmit={submit}
      backToOverview={{ label: t('common.backToOverview'), onClick: onBackToOverview }}
      documents={documents}
      documentsHeading={t('common.documents')}
      documentsHeadingId="investments-documents"
    >
      <Card className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold text-slate-900">{t('investments.holdingsTitle')}</h3>
        {HOLDINGS.map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <SwitchField
                id={`investments-${name}`}
                label={t(`investments.${name}.label`)}
                description={t(`investments.${name}.hint`)}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        ))}
      </Card>

      <Card className="flex flex-col gap-4">
        <h3 className="text-lg font-semibold text-slate-900">{t('investments.accountsTitle')}</h3>
        {COUNTS.map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => {
              const id = `investments-${name}`;
              const error = errorOf(errors[name]?.message);
              return (
                <Field id={id} label={t(`investments.${name}.label`)} hint={t(`investments.${name}.hint`)} error={error}>
                  {(control) => (
                    <NumberStepper
                      {...control}
                      value={field.value}
                      onDecrement={() => field.onChange(Math.max(0, field.value - 1))}
                      onIncrement={() => field.onChange(Math.min(MAX_ACCOUNT_COUNT, field.value + 1))}
                      decrementDisabled={locked || field.value <= 0}
                      incrementDisabled={locked || field.value >= MAX_ACCOUNT_COUNT}
                      decrementLabel={t(`investments.${name}.decrement`)}
                      incrementLabel={t(`investments.${name}.increment`)}
                      onInputChange={(text) => field.onChange(accountCountFromText(text))}
                    />
                  )}
                </Field>
              );
            }}
          />
        ))}
      </Card>

      <section aria-labelledby="investments-entries-heading" className="flex flex-col gap-4">
        <div>
          <h3 id="investments-entries-heading" className="text-lg font-semibold text-slate-900">
            {t('investments.entries.title')}
          </h3>
          <p className="mt-1 text-sm text-slate-700">{t('investments.entries.intro')}</p>
        </div>
        {fields.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-slate-700">{t('investments.entries.empty')}</p>
        ) : null}
        {fields.map((field, index) => {
          const id = `investment-entry-${field.fieldKey}`;
          const entry = entries[index];
          const name = entryName(entry, index);
          const entryErrors = errors.entries?.[index];
          const mark = entry ? entrySourceMark(entry) : null;
          return (
            <RemovableItemCard
              key={field.fieldKey}
              headingId={`${id}-heading`}
              heading={name}
              removeLabel={t('investments.entries.remove')}
              removeName={t('investments.entries.removeNamed', { name })}
              onRemove={() => {
                const removed = form.getValues(`entries.${index}`);
                removeItem(index, removed, entryName(removed, index));
              }}
            >
              <EntrySourceMark mark={mark} id={`${id}-source`} />
              <Controller
                control={form.control}
                name={`entries.${index}.kind`}
                render={({ field: item }) => (
                  <Field id={`${id}-kind`} kind="group" label={t('investments.entries.kind.label')}>
                    {(control) => (
                      <RadioCardGroup
                        {...control}
                        value={item.value}
                        onValueChange={item.onChange}
                        options={INVESTMENT_ENTRY_KINDS.map((value) => ({ value, label: t(`investments.entries.kind.${value}`) }))}
                        className="sm:grid-cols-2"
                      />
                    )}
                  </Field>
                )}
              />
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <Field id={`${id}-description`} label={t('investments.entries.description.label')} hint={t('investments.entries.description.hint')} error={errorOf(entryErrors?.description?.message)}>
                  {(control) => <Input {...control} autoComplete="off" {...form.register(`entries.${index}.description`)} />}
                </Field>
                <Field id={`${id}-reference`} label={t('investments.entries.reference.label')} hint={t('investments.entries.reference.hint')} error={errorOf(entryErrors?.reference?.message)}>
                  {(control) => <Input {...control} autoComplete="off" spellCheck={false} {...form.register(`entries.${index}.reference`)} />}
                </Field>
                {AMOUNTS.map((key) => (
                  <Field
                    key={key}
                    id={`${id}-${key}`}
                    label={t(`investments.${key}.label`)}
                    error={errorOf(entryErrors?.[key]?.message)}
                  >
                    {(control) => (
                      <Input
                        {...control}
                        className="tabular-nums"
                        {...registerChfAmount(form, `entries.${index}.${key}`)}
                      />
                    )}
                  </Field>
                ))}
              </div>
            </RemovableItemCard>
          );
        })}
        <UndoRemoveBanner
          message={lastRemoved ? t('investments.entries.removed', { name: lastRemoved.name }) : null}
          undoLabel={t('common.undo')}
          onUndo={undoRemove}
          undoDisabled={!canAddInvestmentEntry(fields.length)}
          undoButtonRef={undoButtonRef}
        />
        <div className="flex flex-col gap-2 sm:flex-row">
          {INVESTMENT_ENTRY_KINDS.map((kind) => (
            <AddItemButton
              key={kind}
              label={t(`investments.entries.add.${kind}`)}
              onAdd={() => append(emptyInvestmentEntry(kind))}
              disabled={!canAddInvestmentEntry(fields.length)}
              limitHint={kind === 'securitiesDepot' ? t('investments.entries.limit', { max: MAX_INVESTMENT_ENTRIES }) : ''}
              limitHintId={`investment-entries-limit-${kind}`}
              error={kind === 'securitiesDepot' ? errorOf(errors.entries?.message ?? errors.entries?.root?.message) : undefined}
              errorId={`investment-entries-error-${kind}`}
            />
          ))}
        </div>
      </section>

      <Card className="flex flex-col gap-4">
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{t('investments.amountsTitle')}</h3>
          <p className="mt-1 text-sm text-slate-700">{t('investments.amountsIntro')}</p>
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {AMOUNTS.map((name) => {
            const id = `investments-${name}`;
            const error = errorOf(errors[name]?.message);
            return (
              <Field key={name} id={id} label={t(`investments.${name}.label`)} hint={t(`investments.${name}.hint`)} error={error}>
                {(control) => (
                  <Input {...control} className="tabular-nums" {...registerChfAmount(form, name)} />
                )}
              </Field>
            );
          })}
        </div>
      </Card>

      <Card>
        <Field id="investments-notes" label={t('investments.notes.label')} hint={t('investments.notes.hint')} error={errorOf(errors.notes?.message)}>
          {(control) => <Textarea {...control} {...form.register('notes')} />}
        </Field>
      </Card>
    </SectionForm>
  );
}
