import { zodResolver } from '@hookform/resolvers/zod';
import { Lock, NotebookPen } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { caseNoteBodySchema, type caseNoteSchema } from '@shared/contract/expert';
import { MESSAGE_MAX_LENGTH } from '@shared/contract/messages';
import { Button } from '@client/components/ui/Button';
import { Field, Textarea } from '@client/components/ui/Field';
import { formatDateTime } from '@client/lib/format';
import { usePostCaseNote } from '../api/post-case-note';
import { useCaseToasts } from '../use-case-toasts';
import { CaseSection } from './CaseSection';

type Props = { userId: number; taxYear: number; notes: readonly z.infer<typeof caseNoteSchema>[] };

/** Notes among the experts: clearly marked internal, never shown to the taxpayer. */
export function NotesSection({ userId, taxYear, notes }: Props) {
  const { t } = useTranslation('expert');
  const { t: tValidation } = useTranslation('validation');
  const toasts = useCaseToasts();
  const post = usePostCaseNote();
  const form = useForm({ resolver: zodResolver(caseNoteBodySchema), defaultValues: { note: '' } });
  const error = form.formState.errors.note?.message;
  const submit = form.handleSubmit(({ note }) =>
    post.mutate(
      { userId, taxYear, note },
      {
        onSuccess: () => {
          toasts.success('note');
          form.reset({ note: '' });
        },
        onError: (failure) => toasts.failure('note', failure),
      },
    ),
  );

  return (
    <CaseSection id="notes" title={t('case.sections.notes')} className="border-amber-300 bg-amber-50/40">
      <p className="mb-4 flex items-center gap-2 rounded-xl bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-950">
        <Lock aria-hidden="true" className="h-4 w-4 shrink-0" />
        {t('notes.internal')}
      </p>
      {notes.length === 0 ? <p className="mb-4 text-sm text-slate-600">{t('notes.none')}</p> : null}
      <ul className="mb-4 flex flex-col gap-2">
        {notes.map((note) => (
          <li key={note.id} className="rounded-xl border border-amber-200 bg-white px-3 py-2">
            <div className="mb-1 text-xs text-slate-700">
              <span className="font-semibold text-slate-900">{note.authorName}</span> · <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
            </div>
            <p className="whitespace-pre-wrap break-words text-slate-900">{note.body}</p>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} noValidate className="flex flex-col gap-2">
        <Field id="expert-note" label={t('notes.addLabel')} error={error ? tValidation(error as 'messageEmpty') : undefined}>
          {(control) => <Textarea {...control} rows={3} maxLength={MESSAGE_MAX_LENGTH} {...form.register('note')} />}
        </Field>
        <Button type="submit" variant="secondary" className="self-end" disabled={post.isPending}>
          <NotebookPen aria-hidden="true" className="h-4 w-4" />
          {t('notes.add')}
        </Button>
      </form>
    </CaseSection>
  );
}
