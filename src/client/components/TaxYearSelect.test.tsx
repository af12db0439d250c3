// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultTaxYear } from '@shared/domain/tax-years';
import { now } from '@client/lib/clock';
import { changeLanguage } from '@client/lib/i18n';
import { SelectedTaxYearProvider } from '@client/lib/selected-tax-year';
import { TaxYearSelect } from './TaxYearSelect';

// The home page's tax-year select loads its Radix implementation at the first press (issue 10).
beforeAll(async () => {
  await changeLanguage('de');
  // Transformed once up front, so the lazy load inside the test resolves at once.
  await import('./ui/Select');
});

afterEach(() => cleanup());

describe('the tax-year choice', () => {
  it('opens the list of years at the first press with the chosen year selected', async () => {
    const year = defaultTaxYear(now());
    render(
      <SelectedTaxYearProvider>
        <TaxYearSelect />
      </SelectedTaxYearProvider>,
    );
    const trigger = screen.getByRole('combobox');
    expect(trigger.textContent).toContain(String(year));
    fireEvent.click(trigger);
    const options = await screen.findAllByRole('option');
    const selected = options.find((o) => o.getAttribute('aria-selected') === 'true');
    expect(selected?.textContent).toContain(String(year));
    expect(options.length).toBeGreaterThan(1);
  });
});
