// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppNavigationContext } from '@client/lib/app-navigation';
import { AppLink } from './AppLink';

const navigate = vi.fn();

function renderLink(props: { target?: string } = {}) {
  render(
    <AppNavigationContext value={{ pathname: '/login', navigate }}>
      <AppLink to="/cookies?returnTo=/login" {...props}>
        Cookies
      </AppLink>
    </AppNavigationContext>,
  );
  return screen.getByRole('link', { name: 'Cookies' });
}

afterEach(() => {
  cleanup();
  navigate.mockClear();
});

describe('AppLink', () => {
  it('is a real link to the page, and a plain click navigates inside the app', () => {
    const link = renderLink();
    expect(link.getAttribute('href')).toBe('/cookies?returnTo=/login');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/cookies?returnTo=/login');
  });

  it('leaves a click with a modifier key, another button or a target to the browser (a new tab or window)', () => {
    const link = renderLink();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      fireEvent(link, click);
      expect(click.defaultPrevented, JSON.stringify(init)).toBe(false);
    }
    cleanup();
    const blank = renderLink({ target: '_blank' });
    fireEvent.click(blank);
    expect(navigate).not.toHaveBeenCalled();
  });
});
