// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '@shared/contract/user-answer';
import { changeLanguage } from '@client/lib/i18n';
import { answersFromUser, type WizardAnswers } from '../../tax-wizard-answers';
import { StepAddress } from './StepAddress';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeAll(async () => {
  await changeLanguage('de');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = { phone: null, countryCode: '+41', childrenAges: [], street: null, zipCode: null, city: null, gemeinde: null } as unknown as User;

function Step() {
  const [answers, setAnswers] = useState<WizardAnswers>(() => answersFromUser(user, new Date('2026-11-16T09:00:00Z')));
  return <StepAddress answers={answers} update={(patch) => setAnswers((a) => ({ ...a, ...patch }))} errorOf={() => undefined} touch={() => undefined} taxYear={2025} />;
}

describe('the address step', { timeout: 15_000 }, () => {
  it('keeps the typed street when a place-only suggestion fills postal code, city and Gemeinde', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({
          results: [{ displayName: '8914 Aeugstertal', street: '', houseNumber: '', postalCode: '8914', city: 'Aeugstertal', gemeinde: 'Aeugst am Albis', state: 'ZH', country: 'CH' }],
          source: { directory: 'swisstopo', directoryDate: '2021-07', remote: false },
        }),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Step />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText(/Strasse und Hausnummer/), { target: { value: 'Dorfstrasse 7' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Adresse suchen' }), { target: { value: '8914' } });
    fireEvent.click(await screen.findByRole('option', { name: /8914 Aeugstertal/ }, { timeout: 3000 }));

    expect((screen.getByLabelText(/Strasse und Hausnummer/) as HTMLInputElement).value).toBe('Dorfstrasse 7');
    expect((screen.getByLabelText(/^PLZ/) as HTMLInputElement).value).toBe('8914');
    expect((screen.getByLabelText(/^Ort/) as HTMLInputElement).value).toBe('Aeugstertal');
  });
});
