import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationBadge } from '@shared/domain/notifications';
import { useNotifications } from '@client/lib/api/get-notifications';

// The Radix popover (with its positioning library, focus scope and dismissable layer) is a large
// share of the signed-in first load (issue 10). Until the person first presses the bell, a plain
// button that looks and is named the same stands in; pressing it loads the popover and opens it.
// Hovering or focusing the bell starts the download early.
const loadPopover = () => import('./NotificationsPopover');
const NotificationsPopover = lazy(() => loadPopover().then((m) => ({ default: m.NotificationsPopover })));
// A prefetch that fails is tried again by the press itself.
const prefetchPopover = () => void loadPopover().catch(() => undefined);

const TRIGGER_CLASS = 'relative inline-flex h-11 w-11 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100';

/** Bell in the header: open to-do items in a popover, with a count badge ('9+' above 9). */
export function NotificationsBell() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const { data, isPending } = useNotifications();
  const items = data ?? [];
  const badge = notificationBadge(items.length);
  const label = badge ? t('notifications.labelWithCount', { count: items.length }) : t('notifications.label');
  const face = (
    <>
      <Bell aria-hidden="true" className="h-5 w-5" />
      {badge ? (
        <span
          aria-hidden="true"
          className="absolute right-1 top-1 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-bold leading-5 text-white"
        >
          {badge}
        </span>
      ) : null}
    </>
  );
  // Named and announced as the Radix trigger is: a button that opens a dialog, closed.
  const standIn = (onOpen?: () => void) => (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={prefetchPopover}
      onFocus={prefetchPopover}
      onClick={onOpen}
      className={TRIGGER_CLASS}
    >
      {face}
    </button>
  );

  if (!opened) return standIn(() => setOpened(true));
  return (
    <Suspense fallback={standIn()}>
      <NotificationsPopover label={label} face={face} triggerClassName={TRIGGER_CLASS} items={items} isPending={isPending} />
    </Suspense>
  );
}
