// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '@client/lib/events';
import { changeLanguage } from '@client/lib/i18n';
import { toast } from '@client/lib/toast';
import { RootLayout } from './RootLayout';

// The toast region and the session-expired dialog are loaded only when first needed (issue 10):
// these check that they still appear when something asks for them.
// No query client around it, as in the app: /login shows without TanStack Query, and the parts of
// the root layout that need it bring their own provider (issue 10).
function renderLayout(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/login', element: <p>Login page</p> },
          { path: '/files', element: <p>Files page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

beforeAll(async () => {
  await changeLanguage('en');
  // Transformed once up front, so the lazy loads inside the tests resolve at once.
  await Promise.all([import('@client/components/ui/Toaster'), import('./SessionExpiredPrompt')]);
});

beforeEach(() => {
  // Signed in: the auth check answers with no redirect to /login getting in the way.
  const signedIn = { success: true, isAuthenticated: true, userId: 7, email: 'anna.muster@example.ch' };
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(signedIn), { status: 200, headers: { 'Content-Type': 'application/json' } })));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the root layout', () => {
  it('shows a toast queued on any page, and the next one in its place', async () => {
    renderLayout('/login');
    expect(screen.queryByText('Code sent')).toBeNull();
    act(() => toast({ title: 'Code sent', description: 'Check your inbox.' }));
    expect(await screen.findByText('Code sent')).toBeTruthy();
    expect(screen.getByText('Check your inbox.')).toBeTruthy();
    act(() => toast({ title: 'Verification failed', variant: 'destructive' }));
    expect(await screen.findByText('Verification failed')).toBeTruthy();
    expect(screen.queryByText('Code sent')).toBeNull();
  });

  it('opens the Session Expired dialog when a data call reports an expired session, and Cancel closes it', async () => {
    renderLayout('/files');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => emit('sessionExpired', { path: '/files' }));
    const dialog = await screen.findByRole('dialog', { name: 'Session Expired' });
    expect(dialog.textContent).toContain('Your session has expired');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('takes the person to the login page when they choose Log In in the Session Expired dialog', async () => {
    renderLayout('/files');
    act(() => emit('sessionExpired', { path: '/files' }));
    const dialog = await screen.findByRole('dialog', { name: 'Session Expired' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
  });
});
