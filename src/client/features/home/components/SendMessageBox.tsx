import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH, sendMessageBodySchema } from '@shared/contract/messages';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { Field, Textarea } from '@client/components/ui/Field';
import { isSessionExpired } from '@client/lib/api-client';
import { errorText } from '@client/lib/error-text';
import { toast } from '@client/lib/toast';
import { useSendMessage } from '../api/send-message';

/** Free-text message to the experts (spec part 1 §2.3, §5, §8). */
export function SendMessageBox() {
  const { t } = useTranslation('home');
  const sendMessage = useSendMessage();
  const form = useForm({ resolver: zodResolver(sendMessageBodySchema), defaultValues: { message: '' } });
  const message = form.watch('message');
  const blank = !message?.trim();

  const submit = form.handleSubmit(
    ({ message: text }) => {
      sendMessage.mutate(text, {
        onSuccess: () => {
          toast({ title: t('message.sentTitle'), description: t('message.sentText') });
          form.reset({ message: '' });
        },
        onError: (error) => {
          if (isSessionExpired(error)) return;
          toast({ title: t('message.failedTitle'), description: errorText(error), variant: 'destructive' });
        },
      });
    },
    () => toast({ title: t('message.emptyTitle'), description: t('message.emptyText'), variant: 'destructive' }),
  );

  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{t('message.title')}</h2>
      <p className="mt-1 text-sm text-slate-700">{t('message.intro')}</p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
        <Field id="send-message-text" label={t('message.label')}>
          {(control) => <Textarea {...control} rows={5} maxLength={MESSAGE_MAX_LENGTH} placeholder={t('message.placeholder')} {...form.register('message')} />}
        </Field>
        <Button type="submit" className="self-end" disabled={blank || sendMessage.isPending}>
          <Send aria-hidden="true" className="h-4 w-4" />
          {sendMessage.isPending ? t('message.sending') : t('message.submit')}
        </Button>
      </form>
    </Card>
  );
}
