import { useQueryClient } from '@tanstack/react-query';
import { Download, Trash2, UserRoundCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, buttonClasses } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { signOutLocally } from '@client/lib/sign-out-locally';
import { exportDataUrl } from '../api/export-data';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** Where the confirmation of a deleted account is shown (a public page: the session is gone). */
export const ACCOUNT_DELETED_PATH = '/account-deleted';

/**
 * 'Your data' in the profile: download everything (FADP Art. 25/28, GDPR Art. 15/20) and delete
 * the account (GDPR Art. 17). After the deletion the app forgets the signed-in state and shows
 * the confirmation with what the law keeps.
 */
export function DataRightsCard() {
  const { t } = useTranslation('privacy');
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Card aria-labelledby="data-rights-title" role="region">
      <h2 id="data-rights-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <UserRoundCheck aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {t('rights.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('rights.intro')}</p>

      <div className="mt-4 flex flex-col gap-2">
        <h3 className="font-semibold text-slate-900">{t('rights.download.title')}</h3>
        <p className="text-slate-700">{t('rights.download.body')}</p>
        <a href={exportDataUrl} download className={buttonClasses('secondary', 'md', 'self-start')}>
          <Download aria-hidden="true" className="h-5 w-5" />
          {t('rights.download.button')}
        </a>
      </div>

      <div className="mt-5 flex flex-col gap-2 border-t border-slate-200 pt-4">
        <h3 className="font-semibold text-slate-900">{t('rights.delete.title')}</h3>
        <p className="text-slate-700">{t('rights.delete.body')}</p>
        <Button variant="destructive" className="self-start" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" className="h-5 w-5" />
          {t('rights.delete.button')}
        </Button>
      </div>

      <DeleteAccountDialog
        open={deleting}
        onOpenChange={setDeleting}
        onDeleted={(result) => {
          setDeleting(false);
          signOutLocally(queryClient, navigate, { to: ACCOUNT_DELETED_PATH, state: result });
        }}
      />
    </Card>
  );
}
