import { Circle, CircleAlert, CircleCheck, CircleDot, Lock, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TileState } from '@shared/domain/home-tiles';
import { cn } from '@client/components/ui/cn';

const STATE_LOOK: Record<TileState, { icon: LucideIcon; badge: string; card: string }> = {
  attention: { icon: CircleAlert, badge: 'bg-brand-50 text-brand-700', card: 'border-brand-200 ring-1 ring-brand-100' },
  active: { icon: CircleDot, badge: 'bg-sky-50 text-sky-900', card: 'border-sky-200' },
  completed: { icon: CircleCheck, badge: 'bg-green-50 text-green-800', card: 'border-green-200' },
  blocked: { icon: Lock, badge: 'bg-slate-100 text-slate-700', card: 'border-dashed border-slate-300 bg-slate-50' },
  idle: { icon: Circle, badge: 'bg-slate-100 text-slate-700', card: 'border-slate-200' },
};

type TaskTileProps = {
  icon: LucideIcon;
  title: string;
  description: string;
  state: TileState;
  /** Why a blocked tile is blocked. */
  blockedReason?: string;
  /** When set, the tile is a link. */
  to?: string;
  /** When set (and there is no link), the tile is a button that runs this. */
  onActivate?: () => void;
  extra?: ReactNode;
};

/** A to-do tile: its state shows as icon and text, never by colour alone. */
export function TaskTile({ icon: Icon, title, description, state, blockedReason, to, onActivate, extra }: TaskTileProps) {
  const { t } = useTranslation('home');
  const descriptionId = useId();
  const look = STATE_LOOK[state];
  const StateIcon = look.icon;
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <span className={cn('inline-flex h-11 w-11 items-center justify-center rounded-xl', state === 'blocked' ? 'bg-slate-200 text-slate-600' : 'bg-brand-50 text-brand-700')}>
          <Icon aria-hidden="true" className="h-5 w-5" />
        </span>
        <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold', look.badge)}>
          <StateIcon aria-hidden="true" className="h-3.5 w-3.5" />
          {t(`tiles.states.${state}`)}
        </span>
      </div>
      {/* h2: the tiles sit right under the page's h1 (no section heading between them). */}
      <h2 className="mt-3 font-semibold text-slate-900">
        {onActivate && !to ? (
          // The whole card is the button's touch area (its ::after covers the card); the heading
          // stays a heading, so the tile is found by its title.
          <button
            type="button"
            onClick={onActivate}
            aria-describedby={descriptionId}
            className="text-left after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:shadow-none"
          >
            {title}
          </button>
        ) : (
          title
        )}
      </h2>
      <p id={descriptionId} className="mt-1 text-sm text-slate-700">
        {description}
      </p>
      {state === 'blocked' && blockedReason ? (
        <p className="mt-2 flex items-start gap-1.5 text-sm text-slate-700">
          <Lock aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
          {blockedReason}
        </p>
      ) : null}
      {extra}
    </>
  );
  const cardClass = cn('block h-full rounded-2xl border bg-white p-4 shadow-sm', look.card);
  if (to) {
    return (
      <Link to={to} className={cn(cardClass, 'transition-shadow hover:shadow-md')}>
        {body}
      </Link>
    );
  }
  if (onActivate) {
    return (
      <div
        className={cn(
          cardClass,
          'relative cursor-pointer transition-shadow hover:shadow-md has-[button:focus-visible]:outline-2 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-focus',
        )}
      >
        {body}
      </div>
    );
  }
  return <div className={cardClass}>{body}</div>;
}
