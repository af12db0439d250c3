import { Send, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeleteAccountResponse } from '@shared/contract/privacy';
import { Button } from '@client/components/ui/Button';
import { Dialog, DialogClose } from '@client/components/ui/Dialog';
import { Field, Input } from '@client/components/ui/Field';
import { useDeleteAccount } from '../api/delete-account';
import { useRequestDeletionCode } from '../api/request-deletion-code';
import { deletionErrorText } from './deletion-error-text';

const CODE_LENGTH = 6;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the server has deleted the account (the session is gone by then). */
  onDeleted: (result: DeleteAccountResponse) => void;
};

/**
 * 'Delete my account' (FADP, GDPR Art. 17): says what goes and what the law keeps, sends the
 * code to the account's e-mail address, and deletes once that code is entered. Two steps in one
 * Radix dialog, so focus stays inside and returns to the opener when it closes.
 */
export function DeleteAccountDialog({ open, onOpenChange, onDeleted }: Props) {
  const { t } = useTranslation('privacy');
  const requestCode = useRequestDeletionCode();
  const deleteAccount = useDeleteAccount();
  const [step, setStep] = useState<'explain' | 'code'>('explain');
  const [code, setCode] = useState('');
  const [errorText, setErrorText] = useState<string | null>(null);
  const codeId = useId();

  const close = (next: boolean) => {
    if (!next) {
      setStep('explain');
      setCode('');
      setErrorText(null);
    }
    onOpenChange(next);
  };

  const failed = (error: unknown) => setErrorText(deletionErrorText(error, t('deleteDialog.errors.invalidCode')));

  const sendCode = () => {
    setErrorText(null);
    requestCode.mutate(undefined, {
      onSuccess: () => {
        setCode('');
        setStep('code');
      },
      onError: failed,
    });
  };

  const confirm = (event: React.FormEvent) => {
    event.preventDefault();
    if (code.length !== CODE_LENGTH) {
      setErrorText(t('deleteDialog.errors.invalidCode'));
      return;
    }
    setErrorText(null);
    deleteAccount.mutate(code, { onSuccess: onDeleted, onError: failed });
  };

  return (
    <Dialog open={open} onOpenChange={close} title={t('deleteDialog.title')} description={step === 'explain' ? t('deleteDialog.intro') : t('deleteDialog.codeSent')} size="lg">
      {step === 'explain' ? (
        <div className="mt-4 flex flex-col gap-4 overflow-y-auto">
          <section aria-labelledby={`${codeId}-deleted`}>
            <h3 id={`${codeId}-deleted`} className="font-semibold text-slate-900">
              {t('deleteDialog.deletedTitle')}
            </h3>
            <p className="mt-1 text-slate-700">{t('deleteDialog.deleted')}</p>
          </section>
          <section aria-labelledby={`${codeId}-kept`}>
            <h3 id={`${codeId}-kept`} className="font-semibold text-slate-900">
              {t('deleteDialog.keptTitle')}
            </h3>
            <p className="mt-1 text-slate-700">{t('deleteDialog.kept')}</p>
          </section>
          <p className="rounded-xl bg-amber-50 p-3 text-slate-800">{t('deleteDialog.caseClosed')}</p>
          <p className="text-slate-700">{t('deleteDialog.exportFirst')}</p>
          {errorText ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errorText}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t('deleteDialog.cancel')}</Button>
            </DialogClose>
            <Button variant="destructive" onClick={sendCode} disabled={requestCode.isPending}>
              <Send aria-hidden="true" className="h-4 w-4" />
              {requestCode.isPending ? t('deleteDialog.sending') : t('deleteDialog.sendCode')}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={confirm} noValidate className="mt-4 flex flex-col gap-4">
          <Field id={codeId} label={t('deleteDialog.codeLabel')} error={errorText ?? undefined}>
            {(control) => (
              <Input
                {...control}
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={CODE_LENGTH}
                placeholder="123456"
                className="text-center font-mono text-2xl tracking-[0.5em]"
                autoFocus
                value={code}
                onChange={(event) => {
                  setCode(event.target.value.replace(/\D+/g, '').slice(0, CODE_LENGTH));
                  setErrorText(null);
                }}
              />
            )}
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t('deleteDialog.cancel')}</Button>
            </DialogClose>
            <Button variant="ghost" onClick={sendCode} disabled={requestCode.isPending}>
              {t('deleteDialog.newCode')}
            </Button>
            <Button type="submit" variant="destructive" disabled={deleteAccount.isPending}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {deleteAccount.isPending ? t('deleteDialog.deleting') : t('deleteDialog.confirm')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
