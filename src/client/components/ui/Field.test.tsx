// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';
import { Field, Input } from './Field';
import { RadioCardGroup } from './RadioCardGroup';

afterEach(cleanup);

function NameField({ error, required }: { error?: string; required?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <Field id="name" label="First name" hint="As on your ID" error={error} required={required}>
      {(control) => <Input {...control} value={value} onChange={(event) => setValue(event.target.value)} />}
    </Field>
  );
}

const describedByTexts = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('Field', () => {
  it('names the input by its label and describes it by the hint while there is no error', () => {
    render(<NameField />);
    const input = screen.getByLabelText('First name');
    expect(input.id).toBe('name');
    expect(describedByTexts(input)).toEqual(['As on your ID']);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(input, { target: { value: 'Anna' } });
    expect((input as HTMLInputElement).value).toBe('Anna');
  });

  it('shows the error as an alert, marks the input invalid and adds the error to its description', () => {
    render(<NameField error="Please enter your first name." />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(screen.getByRole('alert').textContent).toBe('Please enter your first name.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedByTexts(input)).toEqual(['As on your ID', 'Please enter your first name.']);
  });

  it('marks a required field for screen readers on the input and visibly with a hidden asterisk', () => {
    render(<NameField required />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect((input as HTMLInputElement).required).toBe(true);
    const star = screen.getByText('*');
    expect(star.getAttribute('aria-hidden')).toBe('true');
    cleanup();
    render(<NameField />);
    expect((screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).required).toBe(false);
    expect(screen.queryByText('*')).toBeNull();
  });

  it('names a radio group by its label and passes invalid, required and the error to the group', () => {
    render(
      <Field id="salutation" kind="group" label="Salutation" error="Please choose a salutation." required>
        {(control) => (
          <RadioCardGroup
            {...control}
            value=""
            onValueChange={() => undefined}
            options={[
              { value: 'mr', label: 'Mr' },
              { value: 'ms', label: 'Ms' },
            ]}
          />
        )}
      </Field>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Salutation' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(describedByTexts(group)).toEqual(['Please choose a salutation.']);
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('names a checkbox by the label beside it, which toggles it, and passes required, invalid and the error', () => {
    function Consent() {
      const [checked, setChecked] = useState(false);
      return (
        <Field id="consent" kind="checkbox" label="I accept the terms" error={checked ? undefined : 'Please accept the terms.'} required>
          {(control) => <Checkbox {...control} checked={checked} onCheckedChange={setChecked} />}
        </Field>
      );
    }
    render(<Consent />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedByTexts(box)).toEqual(['Please accept the terms.']);
    fireEvent.click(screen.getByText('I accept the terms'));
    expect(box.getAttribute('aria-checked')).toBe('true');
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
