import { CheckCheck, Mail, PhoneCall } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ContactRequest } from '@shared/contract/expert';
import { Badge } from '@client/components/ui/Badge';
import { Button } from '@client/components/ui/Button';
import { formatDateTime } from '@client/lib/format';
import { useResolveContactRequest } from '../api/resolve-contact-request';
import { useCaseToasts } from '../use-case-toasts';
import { CaseSection } from './CaseSection';

type Props = { userId: number; taxYear: number; requests: readonly ContactRequest[]; phone: string | null };

/** The taxpayer's call-back and e-mail requests; open ones can be marked handled. */
export function ContactRequestsSection({ userId, taxYear, requests, phone }: Props) {
  const { t } = useTranslation('expert');
  const toasts = useCaseToasts();
  const resolve = useResolveContactRequest();
  return (
    <CaseSection id="contact-requests" title={t('case.sections.contactRequests')}>
      {requests.length === 0 ? <p className="text-sm text-slate-600">{t('contact.none')}</p> : null}
      <ul className="flex flex-col gap-2">
        {requests.map((request) => {
          const Icon = request.contactMethod === 'phone' ? PhoneCall : Mail;
          const open = request.resolvedAt === null;
          return (
            <li key={request.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 px-3 py-2">
              <Icon aria-hidden="true" className="h-5 w-5 text-slate-600" />
              <div className="min-w-0 flex-1">
                <div className="font-medium text-slate-900">
                  {request.contactMethod === 'phone' ? t('contact.phone') : t('contact.mail')}
                  {request.contactMethod === 'phone' && phone ? <span className="font-normal text-slate-700"> · {phone}</span> : null}
                </div>
                <div className="text-xs text-slate-600">
                  {t('contact.requestedAt', { date: formatDateTime(request.createdAt) })}
                  {request.resolvedAt ? ` · ${t('contact.resolvedAt', { date: formatDateTime(request.resolvedAt) })}` : ''}
                </div>
              </div>
              {open ? (
                <>
                  <Badge tone="warning">{t('contact.open')}</Badge>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={resolve.isPending}
                    onClick={() =>
                      resolve.mutate(
                        { userId, taxYear, requestId: request.id },
                        { onSuccess: () => toasts.success('contact'), onError: (error) => toasts.failure('contact', error) },
                      )
                    }
                  >
                    <CheckCheck aria-hidden="true" className="h-4 w-4" />
                    {t('contact.markHandled')}
                  </Button>
                </>
              ) : (
                <Badge tone="success">{t('contact.handled')}</Badge>
              )}
            </li>
          );
        })}
      </ul>
    </CaseSection>
  );
}
