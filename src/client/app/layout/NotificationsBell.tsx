import { Bell, ChevronRight } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notificationBadge } from '@shared/domain/notifications';
import { Badge } from '@client/components/ui/Badge';
import { Spinner } from '@client/components/ui/Spinner';
import { useNotifications } from '@client/lib/api/get-notifications';

const priorityTone = { high: 'brand', medium: 'warning', low: 'neutral' } as const;

/** Bell in the header: open to-do items in a popover, with a count badge ('9+' above 9). */
export function NotificationsBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data, isPending } = useNotifications();
  const items = data ?? [];
  const badge = notificationBadge(items.length);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={badge ? t('notifications.labelWithCount', { count: items.length }) : t('notifications.label')}
        className="relative inline-flex h-11 w-11 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100"
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        {badge ? (
          <span
            aria-hidden="true"
            className="absolute right-1 top-1 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-bold leading-5 text-white"
          >
            {badge}
          </span>
        ) : null}
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
