// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@client/lib/i18n';
import { LoadFailedCard } from './LoadFailedCard';

beforeAll(async () => {
  await changeLanguage('de');
});
afterEach(cleanup);

describe('LoadFailedCard', () => {
  it('announces what failed and why, and loads again on "Erneut versuchen"', () => {
    const onRetry = vi.fn();
    render(<LoadFailedCard message="Ihre Dateien konnten nicht geladen werden." detail="Der Server antwortet nicht." onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Ihre Dateien konnten nicht geladen werden.');
    expect(alert.textContent).toContain('Der Server antwortet nicht.');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('waits while the new attempt runs, so a second tap starts no second request', () => {
    const onRetry = vi.fn();
    render(<LoadFailedCard message="Fehlgeschlagen" onRetry={onRetry} retrying />);
    const button = screen.getByRole('button', { name: 'Erneut versuchen' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('speaks the language of the page', async () => {
    await changeLanguage('fr');
    render(<LoadFailedCard message="Échec" onRetry={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
    await changeLanguage('de');
  });
});
