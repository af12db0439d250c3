import { CircleAlert, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { cn } from './cn';

type LoadFailedCardProps = {
  /** What could not be loaded, in the page's words ("Your files could not be loaded."). */
  message: ReactNode;
  /** Why, when the error code says more (a translated error text). */
  detail?: ReactNode;
  /** Loads again, usually the query's refetch. */
  onRetry: () => void;
  /** While the new attempt runs the button waits, so a second tap does not start another. */
  retrying?: boolean;
  /** 'card' stands alone on a page; 'inline' sits inside a card that already has a heading. */
  variant?: 'card' | 'inline';
  className?: string;
};

/**
 * The one "could not be loaded, try again" block. It is announced (role "alert"), says what
 * failed with an icon and words rather than colour alone, and its button loads again.
 */
export function LoadFailedCard({ message, detail, onRetry, retrying = false, variant = 'card', className }: LoadFailedCardProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between',
        variant === 'card' ? 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm' : 'rounded-xl bg-slate-50 p-4',
        className,
      )}
    >
      <div className="flex min-w-0 items-start gap-2.5">
        <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{message}</p>
          {detail ? <p className="mt-1 text-sm text-slate-700">{detail}</p> : null}
        </div>
      </div>
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying} className="shrink-0">
        <RefreshCw aria-hidden="true" className={cn('h-4 w-4', retrying && 'animate-spin')} />
        {t('actions.retry')}
      </Button>
    </div>
  );
}
