import type { FocusEvent } from 'react';
import type { FieldPathByValue, FieldValues, PathValue, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { tidyChfInput } from './chf-amount';

/**
 * Registers a CHF amount input: typed freely, tidied to '1’250.50' when the person leaves it.
 * The field holds the text as typed (see chf-amount.ts); the form's schema reads it as Rappen.
 * It also gives the input what every amount field wants: a phone's decimal keypad, and neither
 * autofill nor spelling marks on a number (a caller may still override them after the spread).
 */
export function registerChfAmount<TValues extends FieldValues, TName extends FieldPathByValue<TValues, string>>(
  form: { register: UseFormRegister<TValues>; setValue: UseFormSetValue<TValues> },
  name: TName,
) {
  const field = form.register(name);
  return {
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    spellCheck: false,
    ...field,
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      const tidy = tidyChfInput(event.target.value);
      // TName only names string fields, which TypeScript cannot follow through PathValue.
      if (tidy !== event.target.value) form.setValue(name, tidy as PathValue<TValues, TName>);
      return field.onBlur(event);
    },
  };
}
