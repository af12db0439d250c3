import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { resetProfileBodySchema } from '@shared/contract/admin';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { Dialog, DialogClose } from '@client/components/ui/Dialog';
import { Field, Input } from '@client/components/ui/Field';
import { validationText } from '@client/lib/i18n';
import { toast } from '@client/lib/toast';
import { useResetProfile } from '../api/reset-profile';
import { resetErrorText } from '../status-error-text';

/** Digits only (no '1e3' or ' 0x10'), then the server's own rule for the id. */
const resetFormSchema = z.object({
  userId: z
    .string()
    .trim()
    .regex(/^[0-9]+$/, { error: 'userIdInvalid' })
    .refine((text) => resetProfileBodySchema.safeParse({ userId: text }).success, { error: 'userIdInvalid' })
    .transform(Number),
});

/** 'Reset user profile' (spec part 2 §5, §8): a numeric user id, a confirmation, then the call. */
export function ResetProfileCard() {
  const { t } = useTranslation('admin');
  const reset = useResetProfile();
  const [confirmId, setConfirmId] = useState<number | null>(null);
  const form = useForm<z.input<typeof resetFormSchema>, unknown, z.output<typeof resetFormSchema>>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { userId: '' },
  });
  const error = form.formState.errors.userId?.message;

  const submit = form.handleSubmit(({ userId }) => setConfirmId(userId));

  const confirm = () => {
    if (confirmId === null) return;
    const userId = confirmId;
    reset.mutate(userId, {
      onSuccess: () => {
        setConfirmId(null);
        form.reset({ userId: '' });
        toast({ title: t('reset.success'), description: t('reset.successText', { userId }) });
      },
      onError: (failure) => {
        setConfirmId(null);
        toast({ title: t('reset.failed'), description: resetErrorText(t, failure), variant: 'destructive' });
      },
    });
  };

  return (
    <Card aria-labelledby="admin-reset-title" role="region">
      <h2 id="admin-reset-title" className="text-lg font-semibold text-slate-900">
        {t('reset.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t('reset.intro')}</p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        {/* The error takes the hint's place rather than stacking under it. */}
        <Field
          id="admin-reset-user"
          className="flex-1"
          label={t('reset.userId')}
          hint={error ? undefined : t('reset.userIdHint')}
          error={error ? validationText(error) : undefined}
        >
          {(control) => <Input {...control} inputMode="numeric" autoComplete="off" {...form.register('userId')} />}
        </Field>
        <Button type="submit" variant="destructive" className="sm:mt-7" disabled={reset.isPending}>
          {t('reset.submit')}
        </Button>
      </form>
      <Dialog
        open={confirmId !== null}
        onOpenChange={(open) => {
          if (!open && !reset.isPending) setConfirmId(null);
        }}
        title={t('reset.confirmTitle')}
        description={t('reset.confirmText', { userId: confirmId ?? '' })}
      >
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={reset.isPending}>
              {t('reset.cancel')}
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={reset.isPending}>
            {reset.isPending ? t('reset.running') : t('reset.confirm')}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
