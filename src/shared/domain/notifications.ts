/**
 * The to-do items of the notifications bell (spec part 1 §3.7, §4.8): one per rule that
 * applies. Their texts are in locales/<lang>/notifications.json; the server answers them in the
 * user's language (server/platform/notification-texts.ts).
 */
export type NotificationRuleInput = {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  street?: string | null;
  city?: string | null;
  isTaxProfileComplete?: boolean | null;
  subscriptionPlan?: string | null;
  /** Tax years in which an expert asked for missing documents (tax_year_statuses.documents_requested_at). */
  documentsRequestedYears?: readonly number[];
};

export type NotificationId =
  | 'documents_missing'
  | 'missing_name'
  | 'missing_phone'
  | 'missing_address'
  | 'tax_profile_incomplete'
  | 'missing_subscription';

type Rule = {
  id: NotificationId;
  category: 'profile' | 'tax' | 'documents' | 'address' | 'payment';
  priority: 'high' | 'medium' | 'low';
  actionUrl: string;
  applies: (u: NotificationRuleInput) => boolean;
};

const blank = (v: string | null | undefined) => !v || v.trim().length === 0;

const RULES: Rule[] = [
  // The experts wait for this person: first, whatever else is open. The message with the details
  // is in the History tab.
  { id: 'documents_missing', category: 'documents', priority: 'high', actionUrl: '/?tab=history', applies: (u) => (u.documentsRequestedYears?.length ?? 0) > 0 },
  { id: 'missing_name', category: 'profile', priority: 'high', actionUrl: '/profile', applies: (u) => blank(u.firstName) || blank(u.lastName) },
  { id: 'missing_phone', category: 'profile', priority: 'high', actionUrl: '/profile', applies: (u) => blank(u.phone) },
  { id: 'missing_address', category: 'address', priority: 'medium', actionUrl: '/profile?setup=tax', applies: (u) => blank(u.street) || blank(u.city) },
  { id: 'tax_profile_incomplete', category: 'tax', priority: 'high', actionUrl: '/profile?setup=tax', applies: (u) => u.isTaxProfileComplete !== true },
  { id: 'missing_subscription', category: 'payment', priority: 'medium', actionUrl: '/profile', applies: (u) => blank(u.subscriptionPlan) || u.subscriptionPlan === 'none' },
];

export type Notification = {
  id: NotificationId;
  title: string;
  description: string;
  category: Rule['category'];
  priority: Rule['priority'];
  actionUrl: string;
  actionText: string;
};

export type NotificationRule = Pick<Notification, 'id' | 'category' | 'priority' | 'actionUrl'>;

/** The rules that apply to this person, most urgent first, without their texts. */
export function notificationRulesFor(user: NotificationRuleInput): NotificationRule[] {
  return RULES.filter((r) => r.applies(user)).map((r) => ({ id: r.id, category: r.category, priority: r.priority, actionUrl: r.actionUrl }));
}

/** Badge text of the bell: nothing for zero, the count up to 9, then '9+'. */
export function notificationBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}
