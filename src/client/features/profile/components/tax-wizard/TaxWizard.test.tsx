// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shared/contract/user-answer';
import { changeLanguage } from '@client/lib/i18n';
import { TaxWizard } from './TaxWizard';
import { userFixture } from '@client/test-support/user-fixture';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@client/lib/toast', () => ({ toast, dismissErrorToast: () => undefined }));

const user: User = userFixture({
  name: '',
  // The wizard's first step asks for the names this person has not given yet.
  firstName: null,
  lastName: null,
  phone: '',
  isTaxProfileComplete: false,
  taxStatus: 'profile_incomplete',
});

let saved: Record<string, unknown>[] = [];
beforeAll(async () => {
  await changeLanguage('de');
});
beforeEach(() => {
  saved = [];
  toast.mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/user/profile' && init?.method === 'PUT') {
        saved.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return new Response(JSON.stringify({ success: true, user }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }
      return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const stepOneAnswered: User = {
  ...user,
  salutation: 'mrs',
  firstName: 'Anna',
  lastName: 'Muster',
  dateOfBirth: '1990-06-15',
  religion: 'reformed',
  phone: '791234567',
  jobName: 'Schreinerin',
};

function renderWizard(who: User = user) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <MemoryRouter>
        <TaxWizard user={who} taxYear={2025} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const heading = () => screen.getByRole('heading', { level: 1 });
const errorTextsOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .filter((node) => node?.getAttribute('role') === 'alert')
    .map((node) => node?.textContent);

function fillStepOne() {
  fireEvent.click(screen.getByRole('radio', { name: 'Frau' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Vorname' }), { target: { value: 'Anna' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Nachname' }), { target: { value: 'Muster' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Geburtsdatum' }), { target: { value: '15.06.1990' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Reformiert' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Telefonnummer' }), { target: { value: '791234567' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Beruf' }), { target: { value: 'Schreinerin' } });
}

// Rendering 26 canton cards in the test DOM on a busy machine can pass the default 5 s; this is no speed check.
describe('Tax wizard', { timeout: 30_000 }, () => {
  it('keeps an empty first step from moving on and says under each required field what is missing', async () => {
    renderWizard();
    expect(heading().textContent).toBe('Persönliche Angaben');
    // Before a try, nothing is red.
    expect(screen.queryAllByRole('alert')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));

    const firstName = screen.getByRole('textbox', { name: 'Vorname' });
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(errorTextsOf(firstName)).toEqual(['Vorname ist erforderlich']);
    const salutation = screen.getByRole('radiogroup', { name: 'Anrede' });
    expect(salutation.getAttribute('aria-invalid')).toBe('true');
    expect(errorTextsOf(salutation)).toEqual(['Anrede ist erforderlich']);
    expect(errorTextsOf(screen.getByRole('textbox', { name: 'Telefonnummer' }))).toEqual(['Telefonnummer ist erforderlich']);
    // The optional country code has no error; the first missing answer gets the focus.
    expect(screen.getByRole('combobox', { name: 'Ländervorwahl' }).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(within(salutation).getAllByRole('radio')[0]);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Schritt unvollständig', variant: 'destructive' }));

    expect(heading().textContent).toBe('Persönliche Angaben');
    expect(saved).toEqual([]);
  });

  it('clears an error as soon as the answer is given', () => {
    renderWizard();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    const firstName = screen.getByRole('textbox', { name: 'Vorname' });
    expect(errorTextsOf(firstName)).toEqual(['Vorname ist erforderlich']);
    fireEvent.change(firstName, { target: { value: 'Anna' } });
    expect(firstName.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Vorname ist erforderlich')).toBeNull();
  });

  it('shows a wrong date as soon as the field is left, before any Next', () => {
    renderWizard();
    const date = screen.getByRole('textbox', { name: 'Geburtsdatum' });
    fireEvent.change(date, { target: { value: '31.02.1990' } });
    fireEvent.blur(date);
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(errorTextsOf(date)).toEqual(['Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ)']);
    // The hint stays part of the description next to the error.
    expect(date.getAttribute('aria-describedby')).toContain('wizard-dateOfBirth-hint');
  });

  it('saves a complete step and moves to the next one with its heading focused', async () => {
    renderWizard();
    fillStepOne();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));

    await waitFor(() => expect(heading().textContent).toBe('Wohnkanton'));
    expect(document.activeElement).toBe(heading());
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ salutation: 'mrs', firstName: 'Anna', lastName: 'Muster', religion: 'reformed', phone: '791234567', jobName: 'Schreinerin' });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
  });

  it('asks for a canton before step 3, then goes on and back with the choice kept', async () => {
    // Step 1 answered earlier: the wizard opens at the canton.
    renderWizard(stepOneAnswered);
    expect(heading().textContent).toBe('Wohnkanton');

    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    const cantons = screen.getByRole('radiogroup', { name: /In welchem Kanton haben Sie am 31. Dezember 2025 gewohnt/ });
    expect(cantons.getAttribute('aria-invalid')).toBe('true');
    expect(errorTextsOf(cantons)).toEqual(['Kanton ist erforderlich']);
    expect(heading().textContent).toBe('Wohnkanton');
    expect(saved).toEqual([]);

    fireEvent.click(within(cantons).getByRole('radio', { name: /Zürich/ }));
    expect(cantons.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Gewählt: Zürich (ZH)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(heading().textContent).toBe('Steueradresse'));
    expect(saved[0]).toMatchObject({ cantonOfResidence: 'zuerich' });

    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    await waitFor(() => expect(heading().textContent).toBe('Wohnkanton'));
    expect(within(screen.getByRole('radiogroup')).getByRole<HTMLInputElement>('radio', { name: /Zürich/ }).checked).toBe(true);
  });

  it('says a format the server refused in the person’s language, from the code’s params', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 'INVALID_FORMAT', message: 'Invalid format. Expected: XXX.XXX.XXX', params: { field: 'taxAddress', expected: 'XXX.XXX.XXX' } }), {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    renderWizard();
    fillStepOne();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'Ungültiges Format. Erwartet: XXX.XXX.XXX' })));
    expect(heading().textContent).toBe('Persönliche Angaben');
  });

  it('keeps everything typed and stays on the step when saving fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 'INTERNAL', message: 'Internal error' }), { status: 500, headers: { 'Content-Type': 'application/json' } })),
    );
    renderWizard();
    fillStepOne();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Ihre Angaben konnten nicht gespeichert werden' })));
    expect(heading().textContent).toBe('Persönliche Angaben');
    expect((screen.getByRole('textbox', { name: 'Vorname' }) as HTMLInputElement).value).toBe('Anna');
    expect((screen.getByRole('button', { name: 'Weiter' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
