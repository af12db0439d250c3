// @vitest-environment happy-dom
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveSignInPage } from './SignInApp';

const startRouterApp = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('./start-app', () => ({ startRouterApp }));

afterEach(() => {
  startRouterApp.mockClear();
});

describe('leaving the sign-in page of a first load of /login', () => {
  it('hands the page over to the router app once, at the first navigation, with its options', async () => {
    const root = {} as Root;
    const navigate = leaveSignInPage(root);
    navigate('/profile?firstTime=true', { replace: true });
    // A quick restore answering at the same moment, or a second click, changes nothing.
    navigate('/');
    navigate('/data-protection?returnTo=/login');
    await vi.waitFor(() => expect(startRouterApp).toHaveBeenCalledTimes(1));
    expect(startRouterApp).toHaveBeenCalledWith(root, { to: '/profile?firstTime=true', options: { replace: true } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(startRouterApp).toHaveBeenCalledTimes(1);
  });
});
