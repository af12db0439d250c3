import type { ReactNode } from 'react';
import type { FieldPathByValue, FieldValues, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { ChfInput, Field } from '@client/components/ui/Field';
import { registerChfAmount } from '@client/lib/chf-amount-field';

type FigureAmountFieldProps<TValues extends FieldValues, TName extends FieldPathByValue<TValues, string>> = {
  form: { register: UseFormRegister<TValues>; setValue: UseFormSetValue<TValues> };
  name: TName;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Already translated: the Field shows it as the alert and marks the input invalid. */
  error?: string;
  required?: boolean;
  className?: string;
};

/** One recognised CHF amount the person may correct, typed freely and tidied on leaving the input. */
export function FigureAmountField<TValues extends FieldValues, TName extends FieldPathByValue<TValues, string>>({
  form,
  name,
  id,
  label,
  hint,
  error,
  required,
  className,
}: FigureAmountFieldProps<TValues, TName>) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => <ChfInput {...control} {...registerChfAmount(form, name)} />}
    </Field>
  );
}
