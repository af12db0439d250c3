import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@client/components/ui/Button';
import { Dialog } from '@client/components/ui/Dialog';
import { AppQueryClientProvider } from '@client/lib/query-client-provider';
import { signOutLocally } from '@client/lib/sign-out-locally';

type SessionExpiredPromptProps = { open: boolean; onClose: () => void };

/**
 * The dialog itself; loaded only once a session has expired (it brings the Radix dialog code).
 * The root layout it sits in is above the pages' data layout, so it brings the query client too.
 */
export function SessionExpiredPrompt(props: SessionExpiredPromptProps) {
  return (
    <AppQueryClientProvider>
      <SessionExpiredContent {...props} />
    </AppQueryClientProvider>
  );
}

function SessionExpiredContent({ open, onClose }: SessionExpiredPromptProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const logIn = () => {
    onClose();
    signOutLocally(queryClient, navigate);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t('sessionExpired.title')}
      description={t('sessionExpired.text')}
    >
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={logIn}>{t('sessionExpired.logIn')}</Button>
      </div>
    </Dialog>
  );
}
