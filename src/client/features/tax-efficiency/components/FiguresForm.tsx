import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EARNER_KINDS, type FiguresFromDocuments } from '@shared/contract/tax-efficiency';
import { Card } from '@client/components/ui/Card';
import { Checkbox } from '@client/components/ui/Checkbox';
import { Field, NativeSelect } from '@client/components/ui/Field';
import { EARNER_AMOUNTS, HOUSEHOLD_AMOUNTS, type EarnerAmountName, type EarnerKind, type FieldProblems, type FiguresFormValues, type Household, type HouseholdAmountName } from '../figures-form';
import {
  DOCUMENT_FIELDS,
  documentAmount,
  EARNER_DOCUMENT_AMOUNTS,
  earnerDocumentAmount,
  earnerDocumentField,
  earnerFromDocuments,
  type DocumentField,
  type EarnerDocumentAmount,
  type HouseholdDocumentField,
} from '../from-documents';
import { AmountField } from './AmountField';
import { DocumentFigureNote, useDocumentSourceTexts } from './DocumentFigureNote';

type FiguresFormProps = {
  form: UseFormReturn<FiguresFormValues>;
  household: Household;
  problems: FieldProblems;
  onLeave: () => void;
  /** The taxpayer's confirmed e-tax statements and salary certificates of the year, summed; null when there are none. */
  fromDocuments: FiguresFromDocuments | null;
  /** The person takes the documents' amount into a field. */
  onTakeFromDocuments: (field: DocumentField, amount: number) => void;
};

const isDocumentField = (name: string): name is HouseholdDocumentField => (DOCUMENT_FIELDS as readonly string[]).includes(name);
const isEarnerDocumentAmount = (name: string): name is EarnerDocumentAmount => (EARNER_DOCUMENT_AMOUNTS as readonly string[]).includes(name);

/** The figures a return needs, per earner and for the household, each with a one-line explanation. */
export function FiguresForm({ form, household, problems, onLeave, fromDocuments, onTakeFromDocuments }: FiguresFormProps) {
  const { t } = useTranslation('taxEfficiency');
  const sourceTexts = useDocumentSourceTexts();
  const earners = form.getValues('earners');
  const married = earners.length > 1;
  const householdAmounts = HOUSEHOLD_AMOUNTS.filter((name) => name !== 'childcare' || household.childrenAges.length > 0);
  const note = (field: DocumentField, amount: number, sources: string) => (id: string) => (
    <DocumentFigureNote id={id} control={form.control} field={field} amount={amount} sources={sources} onTake={() => onTakeFromDocuments(field, amount)} />
  );
  // Wealth and other income say what the confirmed e-tax statements give for them.
  const documentNote = (name: HouseholdAmountName) => {
    if (!fromDocuments || !isDocumentField(name)) return undefined;
    const amount = documentAmount(fromDocuments, name);
    return amount === null ? undefined : note(name, amount, sourceTexts.statements(fromDocuments.documents));
  };
  // Each person's salary figures say what their confirmed salary certificates give for them.
  const certificateNote = (index: number, name: EarnerAmountName) => {
    const earner = earnerFromDocuments(fromDocuments, index);
    if (!earner || !isEarnerDocumentAmount(name)) return undefined;
    const amount = earnerDocumentAmount(fromDocuments, index, name);
    return amount === null ? undefined : note(earnerDocumentField(index, name), amount, sourceTexts.certificates(earner.documents));
  };
  return (
    <form className="flex flex-col gap-5" onSubmit={(event) => event.preventDefault()} noValidate>
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t('form.title')}</h2>
        <p className="mt-1 text-sm text-slate-700">{t('form.intro')}</p>
      </div>
      {earners.map((earner, index) => {
        // A second person's details open once they have an income: most couples fill in one salary.
        const details = index === 0 || earner.grossIncome.trim() !== '';
        const amount = (name: EarnerAmountName) => (
          <AmountField
            key={name}
            form={form}
            name={`earners.${index}.${name}`}
            label={t(`form.${name}.label`)}
            hint={t(`form.${name}.hint`)}
            problem={problems[`earners.${index}.${name}`]}
            onLeave={onLeave}
            note={certificateNote(index, name)}
          />
        );
        return (
          <Card key={index}>
            <fieldset className="flex flex-col gap-4">
              <legend className="mb-4 text-base font-semibold text-slate-900">
                {married ? t('form.person', { number: index + 1 }) : t('form.yourIncome')}
                {index === 1 ? <span className="block text-sm font-normal text-slate-600">{t('form.secondPersonHint')}</span> : null}
              </legend>
              <Field id={`tax-efficiency-earners-${index}-kind`} label={t('form.kind.label')} hint={t('form.kind.hint')}>
                {(control) => (
                  <NativeSelect {...control} {...form.register(`earners.${index}.kind`, { onChange: onLeave })}>
                    {EARNER_KINDS.map((kind: EarnerKind) => (
                      <option key={kind} value={kind}>
                        {t(`form.kind.${kind}`)}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
              {amount('grossIncome')}
              {details ? (
                <>
                  <Controller
                    control={form.control}
                    name={`earners.${index}.hasPensionFund`}
                    render={({ field }) => (
                      <Field id={`tax-efficiency-earners-${index}-hasPensionFund`} kind="checkbox" label={t('form.hasPensionFund.label')} hint={t('form.hasPensionFund.hint')}>
                        {(control) => (
                          <Checkbox
                            {...control}
                            checked={field.value}
                            onCheckedChange={(checked) => {
                              field.onChange(checked);
                              onLeave();
                            }}
                          />
                        )}
                      </Field>
                    )}
                  />
                  {EARNER_AMOUNTS.filter((name) => name !== 'grossIncome').map(amount)}
                </>
              ) : null}
            </fieldset>
          </Card>
        );
      })}
      <Card>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-4 text-base font-semibold text-slate-900">{t('form.household')}</legend>
          {householdAmounts.map((name) => (
            <AmountField
              key={name}
              form={form}
              name={name}
              label={t(`form.${name}.label`)}
              hint={t(`form.${name}.hint`)}
              problem={problems[name]}
              onLeave={onLeave}
              note={documentNote(name)}
            />
          ))}
        </fieldset>
      </Card>
    </form>
  );
}
