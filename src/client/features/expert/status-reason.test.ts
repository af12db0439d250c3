import { describe, expect, it } from 'vitest';
import de from '@client/locales/de/expert.json';
import { STATUS_REASONS, statusReasonKey } from './status-reason';

describe('statusReasonKey', () => {
  it('keeps each reason the server records and has a German text for it', () => {
    for (const reason of STATUS_REASONS) {
      expect(statusReasonKey(reason)).toBe(reason);
      expect(de.history.reasons[reason]).toBeTruthy();
    }
  });

  it('reads an unknown code as the neutral "other"', () => {
    expect(statusReasonKey('something_new')).toBe('other');
    expect(statusReasonKey('')).toBe('other');
    expect(de.history.reasons.other).toBe('Anderer Grund');
  });
});
