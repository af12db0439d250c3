import type { FocusEvent } from 'react';
import type { UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { registerChfAmount } from './chf-amount-field';

type Values = { amount: string };

function fakeForm() {
  const onBlur = vi.fn(async () => undefined);
  const setValue = vi.fn();
  const register = vi.fn((name: 'amount') => ({ name, onBlur, onChange: vi.fn(async () => undefined), ref: vi.fn() }));
  const form = { register: register as unknown as UseFormRegister<Values>, setValue: setValue as UseFormSetValue<Values> };
  return { form, onBlur, setValue };
}

const blurWith = (value: string) => ({ target: { value } }) as FocusEvent<HTMLInputElement>;

describe('registerChfAmount', () => {
  it('tidies a readable amount when the person leaves the field, then lets the form see the blur', async () => {
    const { form, onBlur, setValue } = fakeForm();
    const field = registerChfAmount(form, 'amount');
    await field.onBlur(blurWith('1250.5'));
    expect(setValue).toHaveBeenCalledWith('amount', '1’250.50');
    expect(onBlur).toHaveBeenCalledOnce();
  });

  it('leaves tidy text and text that is no amount as typed', async () => {
    const { form, onBlur, setValue } = fakeForm();
    const field = registerChfAmount(form, 'amount');
    await field.onBlur(blurWith('1’250.50'));
    await field.onBlur(blurWith('12x'));
    expect(setValue).not.toHaveBeenCalled();
    expect(onBlur).toHaveBeenCalledTimes(2);
  });
});
