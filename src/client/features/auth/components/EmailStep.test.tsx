// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@client/lib/i18n';
import { EmailStep } from './EmailStep';

const EMAIL = 'anna.muster@example.ch';
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
let answer: Response;
let onCodeRequested: ReturnType<typeof vi.fn<(email: string) => void>>;

function renderStep() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <EmailStep defaultEmail="" onCodeRequested={onCodeRequested} />
    </QueryClientProvider>,
  );
}

function sendCode() {
  fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: EMAIL } });
  fireEvent.click(screen.getByRole('button', { name: 'Code senden' }));
}

beforeAll(async () => {
  await changeLanguage('de');
});

beforeEach(() => {
  onCodeRequested = vi.fn();
  vi.stubGlobal('fetch', vi.fn(async () => answer));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the e-mail step', () => {
  it('asks for the code and moves on to the code step', async () => {
    answer = json(200, { message: 'Verification code sent', status: 'success' });
    renderStep();
    sendCode();
    await waitFor(() => expect(onCodeRequested).toHaveBeenCalledWith(EMAIL));
  });

  it('says how many seconds to wait, in the person’s language, from the Retry-After of a 429', async () => {
    answer = json(429, { message: 'Please wait 58 seconds before requesting a new code', code: 'RATE_LIMITED', params: { seconds: 58 } }, { 'Retry-After': '58' });
    renderStep();
    sendCode();
    expect(await screen.findByText('Bitte warten Sie 58 Sekunden und versuchen Sie es dann erneut.', { selector: '#login-email-error' })).toBeTruthy();
    expect(screen.queryByText(/Please wait/)).toBeNull();
    expect(onCodeRequested).not.toHaveBeenCalled();
  });

  it('names the error id of an unexpected server error so support can find it', async () => {
    answer = json(500, { message: 'Internal error', code: 'INTERNAL', errorId: '3f2c9a10-1b2c-4d5e-8f90-123456789abc' });
    renderStep();
    sendCode();
    expect(
      await screen.findByText('Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut. (Fehler-ID: 3f2c9a10-1b2c-4d5e-8f90-123456789abc)'),
    ).toBeTruthy();
  });
});
