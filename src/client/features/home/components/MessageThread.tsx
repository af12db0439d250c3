import { FileWarning, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ThreadMessage } from '@shared/contract/messages';
import { Badge } from '@client/components/ui/Badge';
import { Card } from '@client/components/ui/Card';
import { Spinner } from '@client/components/ui/Spinner';
import { cn } from '@client/components/ui/cn';
import { formatDateTime } from '@client/lib/format';
import { useMessages } from '../api/get-messages';
import { LoadFailedCard } from '@client/components/ui/LoadFailedCard';

/**
 * 'Your messages' in the History tab: the thread with the experts, oldest first so the newest
 * sits right above the message box, as in a chat. The experts' requests for documents carry a
 * badge.
 */
export function MessageThread() {
  const { t } = useTranslation('home');
  const messages = useMessages();
  return (
    <Card aria-labelledby="message-thread-title" role="region">
      <h2 id="message-thread-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <MessagesSquare aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {t('thread.title')}
      </h2>
      {messages.isPending ? (
        <div className="mt-3">
          <Spinner label={t('thread.loading')} />
        </div>
      ) : messages.isError ? (
        <LoadFailedCard variant="inline" className="mt-3" message={t('thread.failed')} onRetry={() => void messages.refetch()} retrying={messages.isFetching} />
      ) : messages.data.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('thread.empty')}</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-3">
          {messages.data.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ol>
      )}
    </Card>
  );
}

function MessageItem({ message }: { message: ThreadMessage }) {
  const { t } = useTranslation('home');
  const mine = message.direction === 'from_taxpayer';
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
      <article
        className={cn(
          'w-full max-w-[34rem] rounded-2xl border px-4 py-3 sm:w-auto sm:min-w-[60%]',
          mine ? 'border-brand-100 bg-brand-50' : 'border-slate-200 bg-slate-50',
        )}
      >
        <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-semibold text-slate-900">{mine ? t('thread.you') : message.authorName}</span>
          {mine ? null : <span className="text-slate-600">{t('thread.expert')}</span>}
          <time dateTime={message.createdAt} className="text-slate-600">
            {formatDateTime(message.createdAt)}
          </time>
          {message.kind === 'documents_missing' ? (
            <Badge tone="warning">
              <FileWarning aria-hidden="true" className="h-3.5 w-3.5" />
              {t('thread.documentsMissing')}
            </Badge>
          ) : null}
        </header>
        <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{message.body}</p>
      </article>
    </li>
  );
}
