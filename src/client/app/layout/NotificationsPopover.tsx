import { ChevronRight } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationItem } from '@shared/contract/notifications';
import { Badge } from '@client/components/ui/Badge';
import { Spinner } from '@client/components/ui/Spinner';

const priorityTone = { high: 'brand', medium: 'warning', low: 'neutral' } as const;

type NotificationsPopoverProps = {
  /** Accessible name of the bell (with the count of open items). */
  label: string;
  /** What the bell shows: its icon and the count badge. */
  face: ReactNode;
  /** The stand-in bell's classes, so the button looks the same once Radix draws it. */
  triggerClassName: string;
  items: NotificationItem[];
  isPending: boolean;
};

/**
 * The bell as a Radix popover, loaded when the person first presses the bell (NotificationsBell);
 * it mounts open, since that press is what loaded it.
 */
export function NotificationsPopover({ label, face, triggerClassName, items, isPending }: NotificationsPopoverProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger aria-label={label} className={triggerClassName}>
        {face}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-labelledby="notifications-title"
          className="z-50 w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl border border-slate-200 bg-white p-2 shadow-xl focus:outline-none"
        >
          <h2 id="notifications-title" className="px-3 pb-1 pt-2 text-base font-semibold text-slate-900">
            {t('notifications.title')}
          </h2>
          {isPending ? (
            <div className="p-3">
              <Spinner label={t('loading')} />
            </div>
          ) : items.length === 0 ? (
            <p className="px-3 pb-3 pt-1 text-sm text-slate-700">{t('notifications.empty')}</p>
          ) : (
            <ul className="flex flex-col">
              {items.map((item) => (
                <li key={item.id}>
                  <Link
                    to={item.actionUrl}
                    onClick={() => setOpen(false)}
                    className="flex items-start gap-3 rounded-xl px-3 py-3 hover:bg-slate-50"
                  >
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="font-medium text-slate-900">{item.title}</span>
                        <Badge tone={priorityTone[item.priority]}>{t(`notifications.priority.${item.priority}`)}</Badge>
                      </div>
                      <p className="mt-0.5 text-sm text-slate-700">{item.description}</p>
                      <span className="mt-1 inline-block text-sm font-semibold text-brand-700">{item.actionText}</span>
                    </div>
                    <ChevronRight aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-slate-500" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
