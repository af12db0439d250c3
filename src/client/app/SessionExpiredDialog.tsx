import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@client/components/ui/Button';
import { Dialog } from '@client/components/ui/Dialog';
import { on } from '@client/lib/events';
import { isPublicPath } from '@client/lib/public-routes';
import { signOutLocally } from '@client/lib/sign-out-locally';

/** Spec part 1 §2.2, §4.1: a data call answered 401 'session expired' opens this dialog. */
export function SessionExpiredDialog() {
  const { t } = useTranslation();
  // The dialog belongs to the screen (history entry) the session expired on; any navigation closes it.
  const location = useLocation();
  const currentKey = useRef(location.key);
  useEffect(() => {
    currentKey.current = location.key;
  });
  const [expiredAt, setExpiredAt] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      on('sessionExpired', () => {
        if (!isPublicPath(window.location.pathname)) setExpiredAt(currentKey.current);
      }),
    [],
  );
  const close = () => setExpiredAt(null);

  const logIn = () => {
    close();
    signOutLocally(queryClient, navigate);
  };

  return (
    <Dialog
      open={expiredAt === location.key}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('sessionExpired.title')}
      description={t('sessionExpired.text')}
    >
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={logIn}>{t('sessionExpired.logIn')}</Button>
      </div>
    </Dialog>
  );
}
