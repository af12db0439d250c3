import { describe, expect, it } from 'vitest';
import { ACTIVE_LANGUAGES } from './languages';
import { notificationBadge, notificationsFor } from './notifications';

const complete = { firstName: 'Anna', lastName: 'Muster', phone: '0791234567', street: 'Bahnhofstrasse 1', city: 'Zürich', isTaxProfileComplete: true, subscriptionPlan: 'basic' };

describe('notifications', () => {
  it('yields nothing for a complete profile', () => {
    expect(notificationsFor(complete, 'en')).toEqual([]);
  });

  it('yields one item per rule that applies', () => {
    const ids = (u: object) => notificationsFor({ ...complete, ...u }, 'en').map((n) => n.id);
    expect(ids({ firstName: ' ' })).toEqual(['missing_name']);
    expect(ids({ lastName: null })).toEqual(['missing_name']);
    expect(ids({ phone: '' })).toEqual(['missing_phone']);
    expect(ids({ street: '' })).toEqual(['missing_address']);
    expect(ids({ city: null })).toEqual(['missing_address']);
    expect(ids({ isTaxProfileComplete: false })).toEqual(['tax_profile_incomplete']);
    expect(ids({ subscriptionPlan: 'none' })).toEqual(['missing_subscription']);
    expect(ids({ firstName: '', phone: '', subscriptionPlan: null })).toEqual(['missing_name', 'missing_phone', 'missing_subscription']);
  });

  it('asks for missing documents, first and urgent, naming the years', () => {
    const [item, ...rest] = notificationsFor({ ...complete, documentsRequestedYears: [2024, 2025] }, 'de');
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ id: 'documents_missing', category: 'documents', priority: 'high', actionUrl: '/?tab=history' });
    expect(item!.description).toContain('2024, 2025');
    expect(item!.description).not.toContain('{years}');
    expect(notificationsFor({ ...complete, documentsRequestedYears: [] }, 'de')).toEqual([]);
    expect(notificationsFor({ ...complete, firstName: '', documentsRequestedYears: [2025] }, 'en').map((n) => n.id)).toEqual(['documents_missing', 'missing_name']);
  });

  it('has every text in all five languages', () => {
    for (const lang of ACTIVE_LANGUAGES) {
      for (const n of notificationsFor({ documentsRequestedYears: [2025] }, lang)) {
        expect(n.title.length, `${lang} ${n.id}`).toBeGreaterThan(0);
        expect(n.description.length).toBeGreaterThan(0);
        expect(n.actionText.length).toBeGreaterThan(0);
      }
    }
    expect(notificationsFor({}, 'fr')[0]!.title).not.toBe(notificationsFor({}, 'de')[0]!.title);
  });

  it('caps the badge at 9+', () => {
    expect([0, 1, 9, 10, 42].map(notificationBadge)).toEqual([null, '1', '9', '9+', '9+']);
  });
});
