import { useTranslation } from 'react-i18next';
import { isSessionExpired } from '@client/lib/api-client';
import { toast } from '@client/lib/toast';
import { caseErrorKeyOf } from './case-error-text';

type Action = 'message' | 'note' | 'contact' | 'upload' | 'complete';

/** Success and failure toasts of the case actions, with the reason translated by error code. */
export function useCaseToasts() {
  const { t } = useTranslation('expert');
  return {
    success: (action: Action) => toast({ title: t(`toasts.${action}.success`) }),
    failure: (action: Action, error: unknown) => {
      if (isSessionExpired(error)) return; // the Session Expired dialog says it already
      toast({ title: t(`toasts.${action}.failed`), description: t(`errors.${caseErrorKeyOf(error)}`), variant: 'destructive' });
    },
  };
}
