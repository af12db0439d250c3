import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPathByValue, UseFormReturn } from 'react-hook-form';
import { ChfInput, Field } from '@client/components/ui/Field';
import { registerChfAmount } from '@client/lib/chf-amount-field';
import type { FiguresFormValues } from '../figures-form';

type AmountFieldProps = {
  form: UseFormReturn<FiguresFormValues>;
  name: FieldPathByValue<FiguresFormValues, string>;
  label: string;
  hint: string;
  /** The validation text key of what is wrong with the typed text. */
  problem?: string;
  /** The person left the field: what they typed is saved now rather than after the pause. */
  onLeave: () => void;
  /** A line under the field that describes it (where its amount comes from); given the id it must carry. */
  note?: (id: string) => ReactNode;
};

/** A CHF amount typed as on the documents ("85'000", '85 000'), tidied to de-CH grouping on leaving. */
export function AmountField({ form, name, label, hint, problem, onLeave, note }: AmountFieldProps) {
  const { t } = useTranslation('validation');
  const field = registerChfAmount(form, name);
  const id = `tax-efficiency-${name.replaceAll('.', '-')}`;
  const noteId = `${id}-note`;
  const shownNote = note?.(noteId);
  const amountField = (
    <Field id={id} label={label} hint={hint} error={problem ? t(problem as never) : undefined} describedBy={shownNote ? noteId : undefined}>
      {(control) => (
        <ChfInput
          {...control}
          {...field}
          onBlur={(event) => {
            void field.onBlur(event);
            onLeave();
          }}
          inputMode="numeric"
          placeholder="0"
        />
      )}
    </Field>
  );
  // Always the same wrapper: a note that comes or goes must not remount the input being typed in.
  return (
    <div className="flex flex-col gap-2">
      {amountField}
      {shownNote}
    </div>
  );
}
