import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { dismissToast, useCurrentToast } from '@client/lib/toast';
import { cn } from './cn';

/** Spec part 1 §9: one toast at a time, 5 s, swipe right past 50 px to dismiss, F8 focuses the region. */
export const TOAST_DURATION_MS = 5000;

export function Toaster() {
  const { t } = useTranslation();
  const current = useCurrentToast();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label={t('toast.item')}>
      {current ? (
        <Toast.Root
          key={current.id}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          duration={current.durationMs}
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
          className={cn(
            'relative flex items-start gap-3 rounded-2xl border p-4 pr-12 shadow-lg animate-rise-in',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0 data-[state=closed]:transition-opacity',
            current.variant === 'destructive' ? 'border-red-800 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="min-w-0 flex-1">
            <Toast.Title className="font-semibold">{current.title}</Toast.Title>
            {current.description ? (
              <Toast.Description className={cn('mt-1 text-sm', current.variant === 'destructive' ? 'text-white' : 'text-slate-700')}>
                {current.description}
              </Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label={t('actions.close')}
            className="absolute right-1 top-1 inline-flex h-11 w-11 items-center justify-center rounded-xl opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </Toast.Close>
        </Toast.Root>
      ) : null}
      <Toast.Viewport label={t('toast.region')} className="fixed inset-x-0 top-0 z-[100] m-0 flex list-none flex-col gap-2 p-3 outline-none sm:left-auto sm:right-0 sm:w-full sm:max-w-[420px] sm:p-4" />
    </Toast.Provider>
  );
}
