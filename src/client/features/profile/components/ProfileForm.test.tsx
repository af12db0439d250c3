// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '@shared/contract/user-answer';
import { changeLanguage } from '@client/lib/i18n';
import { ProfileForm } from './ProfileForm';

beforeAll(async () => {
  await changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The form reads only the contact fields and the terms flag.
const newUser = { email: 'anna@example.ch', firstName: null, lastName: null, phone: null, countryCode: '+41', agreeToTerms: false } as unknown as User;

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

function renderForm(user: User = newUser, firstTime = true) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <ProfileForm user={user} firstTime={firstTime} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('ProfileForm fields', () => {
  it('labels and describes the phone number, and marks it invalid with the reason when it is missing', async () => {
    // Terms already accepted: the form can be sent without the checkbox.
    renderForm({ ...newUser, agreeToTerms: true }, false);
    const phone = screen.getByLabelText('Phone number');
    expect((phone as HTMLInputElement).required).toBe(true);
    expect(describedBy(phone)).toEqual(['Digits only, without the leading zero, e.g. 791234567.']);
    expect(screen.getByLabelText('Country code').tagName).toBe('SELECT');

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Muster' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Phone number is required')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(phone)).toEqual(['Digits only, without the leading zero, e.g. 791234567.', 'Phone number is required']);
  });

  it('names the terms checkbox by its label and says what to fill in first while it is locked', () => {
    renderForm();
    const terms = screen.getByRole('checkbox', { name: 'I have read and accept the terms and conditions and the data protection policy.' });
    expect(terms.hasAttribute('disabled')).toBe(true);
    expect(describedBy(terms)).toEqual(['Fill in your first name, last name and phone number first.']);

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Muster' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '791234567' } });
    expect(terms.hasAttribute('disabled')).toBe(false);
    expect(terms.getAttribute('aria-describedby')).toBeNull();
  });
});
