// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterNavigation } from '@client/app/RouterNavigation';
import { Toaster } from '@client/components/ui/Toaster';
import { changeLanguage } from '@client/lib/i18n';
import { dismissErrorToast } from '@client/lib/toast';
import { CodeStep } from './CodeStep';
import { userFixture } from '@client/test-support/user-fixture';

const EMAIL = 'anna.muster@example.ch';
const user = userFixture({
  email: EMAIL,
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let answers: Record<string, Response[]>;
let fetchMock: ReturnType<typeof vi.fn>;

function renderStep() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route
            path="/login"
            element={
              <RouterNavigation>
                <CodeStep email={EMAIL} onNewCode={() => undefined} />
              </RouterNavigation>
            }
          />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function enterCode(code: string) {
  fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

beforeAll(async () => {
  await changeLanguage('en');
});

beforeEach(() => {
  answers = {};
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const next = answers[url]?.shift();
    return next ?? json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  dismissErrorToast();
  vi.unstubAllGlobals();
});

describe('the code step', () => {
  it('says plainly when a code was voided and offers a new one right there', async () => {
    answers['/api/auth/verify-code'] = [json(400, { message: 'This code no longer works', code: 'CODE_VOIDED' })];
    answers['/api/auth/request-code'] = [json(200, { message: 'Verification code sent', status: 'success' })];
    renderStep();
    enterCode('123456');
    expect(await screen.findByText(/This code no longer works: it was entered wrongly too often or replaced by a newer code\. Please request a new code\./, { selector: '#login-code-error' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send a new code to this address' }));
    await waitFor(() => expect(screen.queryByText(/no longer works/, { selector: '#login-code-error' })).toBeNull());
    const request = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/request-code');
    expect(JSON.parse(String((request![1] as RequestInit).body))).toEqual({ email: EMAIL });
    expect(screen.getByText('Code sent')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy();
  });

  it('says when a code has expired, in the person’s language', async () => {
    await changeLanguage('de');
    try {
      answers['/api/auth/verify-code'] = [json(400, { message: 'This code has expired', code: 'CODE_EXPIRED' })];
      renderStep();
      fireEvent.change(screen.getByLabelText('Bestätigungscode'), { target: { value: '123456' } });
      fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
      expect(await screen.findByText(/Dieser Code ist abgelaufen/, { selector: '#login-code-error' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Neuen Code an diese Adresse senden' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });

  it('says a wrong code and, after too many, how long to wait, in the person’s language', async () => {
    await changeLanguage('fr');
    try {
      answers['/api/auth/verify-code'] = [
        json(400, { message: 'Invalid verification code', code: 'INVALID_CODE' }),
        new Response(JSON.stringify({ message: 'Too many wrong codes, please try again in 42 seconds', code: 'RATE_LIMITED', params: { seconds: 42 } }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '42' },
        }),
      ];
      renderStep();
      fireEvent.change(screen.getByLabelText('Code de vérification'), { target: { value: '111111' } });
      fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
      expect(await screen.findByText('Code de vérification invalide', { selector: '#login-code-error' })).toBeTruthy();
      fireEvent.change(screen.getByLabelText('Code de vérification'), { target: { value: '222222' } });
      fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
      expect(await screen.findByText('Veuillez patienter 42 secondes, puis réessayer.', { selector: '#login-code-error' })).toBeTruthy();
      expect(screen.queryByText(/Too many wrong codes/)).toBeNull();
    } finally {
      await changeLanguage('en');
    }
  });

  it('leaves no "wrong code" message behind after a successful sign-in', async () => {
    answers['/api/auth/verify-code'] = [json(400, { message: 'Invalid verification code', code: 'INVALID_CODE' }), json(200, { success: true, user })];
    renderStep();
    enterCode('111111');
    expect(await screen.findByText('Verification failed')).toBeTruthy();
    expect(screen.getByText('Invalid verification code', { selector: '#login-code-error' })).toBeTruthy();
    enterCode('123456');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(screen.queryByText('Verification failed')).toBeNull();
    expect(screen.queryByText('Invalid verification code')).toBeNull();
  });
});
