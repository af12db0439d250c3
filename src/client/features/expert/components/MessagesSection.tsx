import { zodResolver } from '@hookform/resolvers/zod';
import { FileWarning, Send } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { expertMessageBodySchema } from '@shared/contract/expert';
import { MESSAGE_MAX_LENGTH, type ThreadMessage } from '@shared/contract/messages';
import { Badge } from '@client/components/ui/Badge';
import { Button } from '@client/components/ui/Button';
import { Checkbox } from '@client/components/ui/Checkbox';
import { Field, Textarea } from '@client/components/ui/Field';
import { cn } from '@client/components/ui/cn';
import { formatDateTime } from '@client/lib/format';
import { usePostCaseMessage } from '../api/post-case-message';
import { useCaseToasts } from '../use-case-toasts';
import { CaseSection } from './CaseSection';

type Props = { userId: number; taxYear: number; messages: readonly ThreadMessage[] };

/** The thread with the taxpayer (oldest first) and the reply box; a reply can ask for documents. */
export function MessagesSection({ userId, taxYear, messages }: Props) {
  const { t } = useTranslation('expert');
  const { t: tValidation } = useTranslation('validation');
  const toasts = useCaseToasts();
  const post = usePostCaseMessage();
  const form = useForm({ resolver: zodResolver(expertMessageBodySchema), defaultValues: { message: '', documentsMissing: false } });
  const error = form.formState.errors.message?.message;

  const submit = form.handleSubmit((body) => {
    post.mutate(
      { userId, taxYear, message: body.message, documentsMissing: body.documentsMissing },
      {
        onSuccess: () => {
          toasts.success('message');
          form.reset({ message: '', documentsMissing: false });
        },
        onError: (failure) => toasts.failure('message', failure),
      },
    );
  });

  return (
    <CaseSection id="messages" title={t('case.sections.messages')}>
      {messages.length === 0 ? <p className="mb-4 text-sm text-slate-600">{t('messages.none')}</p> : null}
      <ol className="mb-5 flex flex-col gap-3">
        {messages.map((message) => {
          const fromTaxpayer = message.direction === 'from_taxpayer';
          return (
            <li
              key={message.id}
              className={cn('max-w-[90%] rounded-2xl px-4 py-3', fromTaxpayer ? 'self-start bg-slate-100' : 'self-end border border-brand-100 bg-brand-50')}
            >
              <div className="mb-1 flex flex-wrap items-center gap-2 text-xs text-slate-700">
                <span className="font-semibold text-slate-900">{message.authorName}</span>
                <span>{fromTaxpayer ? t('messages.fromTaxpayer') : t('messages.toTaxpayer')}</span>
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                {message.kind === 'documents_missing' ? (
                  <Badge tone="warning">
                    <FileWarning aria-hidden="true" className="h-3.5 w-3.5" />
                    {t('messages.documentsMissing')}
                  </Badge>
                ) : null}
                {fromTaxpayer && message.readAt === null ? <Badge tone="info">{t('messages.unread')}</Badge> : null}
              </div>
              <p className="whitespace-pre-wrap break-words text-slate-900">{message.body}</p>
            </li>
          );
        })}
      </ol>

      <form onSubmit={submit} noValidate className="flex flex-col gap-2 border-t border-slate-100 pt-4">
        <Field
          id="expert-reply"
          label={t('messages.replyLabel')}
          hint={t('messages.replyHint')}
          error={error ? tValidation(error as 'messageEmpty') : undefined}
        >
          {(control) => <Textarea {...control} rows={4} maxLength={MESSAGE_MAX_LENGTH} {...form.register('message')} />}
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Controller
            control={form.control}
            name="documentsMissing"
            render={({ field }) => (
              <Field id="expert-reply-documents" kind="checkbox" label={t('messages.documentsMissingLabel')} labelClassName="cursor-pointer py-2.5 text-sm text-slate-900">
                {(control) => <Checkbox {...control} checked={field.value ?? false} onCheckedChange={field.onChange} />}
              </Field>
            )}
          />
          <Button type="submit" disabled={post.isPending}>
            <Send aria-hidden="true" className="h-4 w-4" />
            {post.isPending ? t('messages.sending') : t('messages.send')}
          </Button>
        </div>
      </form>
    </CaseSection>
  );
}
