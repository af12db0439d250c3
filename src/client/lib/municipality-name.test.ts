import { describe, expect, it } from 'vitest';
import { nameBesideCanton } from './municipality-name';

describe('nameBesideCanton', () => {
  it("drops ESTV's canton suffix only when it names the same canton", () => {
    expect(nameBesideCanton({ name: 'Küssnacht (SZ)', canton: 'SZ' })).toBe('Küssnacht');
    expect(nameBesideCanton({ name: 'Zürich', canton: 'ZH' })).toBe('Zürich');
    expect(nameBesideCanton({ name: 'Buchs (AG)', canton: 'ZH' })).toBe('Buchs (AG)');
  });
});
