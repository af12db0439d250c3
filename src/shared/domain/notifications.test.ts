import { describe, expect, it } from 'vitest';
import { notificationBadge, notificationRulesFor } from './notifications';

const complete = { firstName: 'Anna', lastName: 'Muster', phone: '0791234567', street: 'Bahnhofstrasse 1', city: 'Zürich', isTaxProfileComplete: true, subscriptionPlan: 'basic' };

describe('notifications', () => {
  it('yields nothing for a complete profile', () => {
    expect(notificationRulesFor(complete)).toEqual([]);
  });

  it('yields one item per rule that applies', () => {
    const ids = (u: object) => notificationRulesFor({ ...complete, ...u }).map((n) => n.id);
    expect(ids({ firstName: ' ' })).toEqual(['missing_name']);
    expect(ids({ lastName: null })).toEqual(['missing_name']);
    expect(ids({ phone: '' })).toEqual(['missing_phone']);
    expect(ids({ street: '' })).toEqual(['missing_address']);
    expect(ids({ city: null })).toEqual(['missing_address']);
    expect(ids({ isTaxProfileComplete: false })).toEqual(['tax_profile_incomplete']);
    expect(ids({ subscriptionPlan: 'none' })).toEqual(['missing_subscription']);
    expect(ids({ firstName: '', phone: '', subscriptionPlan: null })).toEqual(['missing_name', 'missing_phone', 'missing_subscription']);
  });

  it('asks for missing documents, first and urgent', () => {
    const [item, ...rest] = notificationRulesFor({ ...complete, documentsRequestedYears: [2024, 2025] });
    expect(rest).toEqual([]);
    expect(item).toEqual({ id: 'documents_missing', category: 'documents', priority: 'high', actionUrl: '/?tab=history' });
    expect(notificationRulesFor({ ...complete, documentsRequestedYears: [] })).toEqual([]);
    expect(notificationRulesFor({ ...complete, firstName: '', documentsRequestedYears: [2025] }).map((n) => n.id)).toEqual(['documents_missing', 'missing_name']);
  });

  it('caps the badge at 9+', () => {
    expect([0, 1, 9, 10, 42].map(notificationBadge)).toEqual([null, '1', '9', '9+', '9+']);
  });
});
