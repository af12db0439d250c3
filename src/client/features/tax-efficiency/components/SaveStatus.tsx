import { Check, CircleAlert, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/Button';
import { errorText } from '@client/lib/error-text';
import type { SaveState } from '../use-autosave-figures';

/** A quiet line saying whether the figures are stored; a failed save says why and offers to try again. */
export function SaveStatus({ state, error, onRetry }: { state: SaveState; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('taxEfficiency');
  const { t: tCommon } = useTranslation();
  if (state === 'failed') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
        <CircleAlert aria-hidden="true" className="h-4 w-4 shrink-0" />
        <span className="font-medium">{t('save.failed')}</span>
        <span className="text-slate-800">{errorText(error)}</span>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {tCommon('actions.retry')}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="flex min-h-6 items-center gap-1.5 text-sm text-slate-600">
      {state === 'saving' ? (
        <>
          <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
          {t('save.saving')}
        </>
      ) : state === 'saved' ? (
        <>
          <Check aria-hidden="true" className="h-4 w-4 text-green-700" />
          {t('save.saved')}
        </>
      ) : null}
    </p>
  );
}
