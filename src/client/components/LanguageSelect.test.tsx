// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage } from '@client/lib/i18n';
import { LanguageSelect } from './LanguageSelect';

// Until pressed, a look-alike button stands in for the Radix select (issue 10, first load).
beforeAll(async () => {
  // Transformed once up front, so the lazy load inside the test resolves at once.
  await import('./ui/Select');
});

beforeEach(async () => {
  await changeLanguage('de');
});

afterEach(async () => {
  cleanup();
  await changeLanguage('de');
});

describe('the language choice', () => {
  it('opens the list at the first press and switches the language', async () => {
    render(<LanguageSelect />);
    const trigger = screen.getByRole('combobox', { name: 'Sprache (Language)' });
    expect(trigger.textContent).toContain('Deutsch');
    fireEvent.click(trigger);
    const english = await screen.findByRole('option', { name: 'English' });
    expect(screen.getByRole('option', { name: /Deutsch/ }).getAttribute('aria-selected')).toBe('true');
    await act(async () => {
      fireEvent.keyDown(english, { key: 'Enter' });
    });
    await waitFor(() => expect(currentLanguage()).toBe('en'));
  });

  it('opens the list from the keyboard too', async () => {
    render(<LanguageSelect />);
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Sprache (Language)' }), { key: 'ArrowDown' });
    expect(await screen.findByRole('option', { name: 'English' })).toBeTruthy();
  });
});
