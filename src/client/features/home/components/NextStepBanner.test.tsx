// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '@client/lib/i18n';
import { NextStepBanner } from './NextStepBanner';

beforeAll(async () => {
  await changeLanguage('en');
});
afterEach(cleanup);

describe('NextStepBanner', () => {
  it('at status 4 says the year is under review, or asks for the documents the experts requested', () => {
    render(<NextStepBanner statusId={4} />);
    expect(screen.getByRole('heading', { name: 'Under review' })).toBeTruthy();
    cleanup();
    render(<NextStepBanner statusId={4} documentsRequested />);
    expect(screen.getByRole('heading', { name: 'Send the requested documents' })).toBeTruthy();
    expect(screen.getByText(/still need some documents from you/)).toBeTruthy();
    expect(screen.getByText('Step 4 of 6')).toBeTruthy();
  });
});
