// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationItem } from '@shared/contract/notifications';
import { changeLanguage } from '@client/lib/i18n';
import { SelectedTaxYearProvider } from '@client/lib/selected-tax-year';
import { AppHeader } from './AppHeader';

// The bell's popover and the phone menu are loaded on first press (issue 10): until then a
// look-alike button stands in. These check that the stand-ins are named and announced as the
// Radix triggers are, that one press (or key) opens what it opened before, and that closing
// returns the focus to the button.

const NOTIFICATION: NotificationItem = {
  id: 'profile',
  title: 'Complete your profile',
  description: 'A few answers are still missing.',
  category: 'profile',
  priority: 'high',
  actionUrl: '/profile',
  actionText: 'Open profile',
};

function renderHeader() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <AppHeader /> },
      { path: '/profile', element: <p>Profile page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <SelectedTaxYearProvider>
        <RouterProvider router={router} />
      </SelectedTaxYearProvider>
    </QueryClientProvider>,
  );
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeAll(async () => {
  await changeLanguage('en');
  // Transformed once up front, so the lazy loads inside the tests (the popover, the menu, the
  // answer's schema) resolve at once.
  await Promise.all([import('./NotificationsPopover'), import('./AccountMenu'), import('@shared/contract/notifications')]);
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith('/api/notifications')) return json(200, [NOTIFICATION]);
      return json(404, { message: 'Not found', code: 'NOT_FOUND' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the header', () => {
  it('opens the notifications on the first press of the bell and gives the focus back when they close', async () => {
    renderHeader();
    const bell = await screen.findByRole('button', { name: 'Notifications (1 open)' }, { timeout: 3000 });
    expect(bell.getAttribute('aria-haspopup')).toBe('dialog');
    expect(bell.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(bell);
    const popover = await screen.findByRole('dialog', { name: 'Your to-dos' });
    expect(within(popover).getByRole('link', { name: /Complete your profile/ }).getAttribute('href')).toBe('/profile');
    const trigger = screen.getByRole('button', { name: 'Notifications (1 open)' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(popover, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Notifications (1 open)' }));
  });

  it('opens the phone menu on the first press, with its items, and closes it with Escape', async () => {
    renderHeader();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton.getAttribute('aria-haspopup')).toBe('menu');
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menuButton);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Install app' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeTruthy();
    // A plain user sees no back office entry.
    expect(within(menu).queryByRole('menuitem', { name: 'Back office' })).toBeNull();

    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
  });

  it('opens the phone menu from the keyboard with ArrowDown, as the Radix trigger does', async () => {
    renderHeader();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Menu' }), { key: 'ArrowDown' });
    expect(await screen.findByRole('menu')).toBeTruthy();
  });
});
