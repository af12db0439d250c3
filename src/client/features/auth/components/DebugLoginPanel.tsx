import { Bug, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { Field, Input } from '@client/components/ui/Field';
import { useAppNavigation } from '@client/lib/app-navigation';
import { errorText } from '@client/lib/error-text';
import { AppQueryClientProvider } from '@client/lib/query-client-provider';
import { toast } from '@client/lib/toast';
import { useLoginAs } from '../api/login-as';

/** Redirect delay after a debug login (spec part 1 §9). */
export const DEBUG_REDIRECT_MS = 1000;

/**
 * Hidden panel (Ctrl+Shift+D on /login): sign in as a user id when the server allows it. Loaded
 * on the shortcut, with the query client for its call (the login page has none).
 */
export function DebugLoginPanel({ onClose }: { onClose: () => void }) {
  return (
    <AppQueryClientProvider>
      <DebugLoginForm onClose={onClose} />
    </AppQueryClientProvider>
  );
}

function DebugLoginForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('login');
  const { navigate } = useAppNavigation();
  const loginAs = useLoginAs();
  const [userId, setUserId] = useState('1');
  const id = Number(userId);
  const valid = Number.isInteger(id) && id > 0;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    loginAs.mutate(id, {
      onSuccess: ({ user }) => {
        toast({ title: t('debug.success'), description: t('debug.successText', { email: user.email }) });
        window.setTimeout(() => {
          navigate(user.isProfileComplete ? '/' : '/profile?firstTime=true', { replace: true });
        }, DEBUG_REDIRECT_MS);
      },
      onError: (error) => {
        toast({ title: t('debug.failed'), description: errorText(error), variant: 'destructive' });
      },
    });
  };

  return (
    <Card className="fixed bottom-4 left-4 z-40 w-[min(20rem,calc(100vw-2rem))] p-4" role="region" aria-label={t('debug.title')}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          <Bug aria-hidden="true" className="h-4 w-4" />
          {t('debug.title')}
        </h2>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label={t('debug.close')}>
          <X aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
      <form onSubmit={submit} className="mt-2 flex flex-col gap-3">
        <Field id="debug-user-id" label={t('debug.userId')}>
          {(control) => <Input {...control} inputMode="numeric" value={userId} onChange={(e) => setUserId(e.target.value.replace(/\D+/g, ''))} />}
        </Field>
        <Button type="submit" disabled={!valid || loginAs.isPending}>
          {t('debug.submit')}
        </Button>
      </form>
    </Card>
  );
}
