import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ERROR_CODES } from '@shared/contract/error-codes';
import { lockBlocker } from '@shared/domain/advanced-sections';
import { Button, buttonClasses } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { Dialog } from '@client/components/ui/Dialog';
import { SwitchField } from '@client/components/ui/Switch';
import { isApiError, isSessionExpired } from '@client/lib/api-client';
import { now } from '@client/lib/clock';
import { toast } from '@client/lib/toast';
import { useLockAdvancedTax } from '../api/lock-advanced-tax';
import { rememberSectionCompleted, useSectionCompleteSwitch } from '../section-complete-storage';

/** Refusals of the lock the person can do something about, each with its own text. */
const LOCK_REASONS = [ERROR_CODES.authorizationRequired, ERROR_CODES.wrongStatus, ERROR_CODES.sectionLocked] as const;
type LockReason = (typeof LOCK_REASONS)[number];

function lockReasonOf(error: unknown): LockReason | null {
  return isApiError(error) && (LOCK_REASONS as readonly string[]).includes(error.code) ? (error.code as LockReason) : null;
}

type FinishSectionProps = {
  taxYear: number;
  userId: number;
  statusId: number;
  powerOfAttorneyAccepted: boolean;
  onOpenAuthorization: () => void;
  onLocked: () => void;
};

/**
 * 'Section complete' switch, 'Finish Section' button and the 'close section?' confirmation
 * (spec part 2 'Advanced tax information page', §4 'Advanced section lock', §8). The switch is
 * kept per user and year in this browser and only reveals the button; confirming asks the
 * server to lock the year. A refusal turns the switch off again and says why.
 */
export function FinishSection({ taxYear, userId, statusId, powerOfAttorneyAccepted, onOpenAuthorization, onLocked }: FinishSectionProps) {
  const { t } = useTranslation('advancedTaxInfo');
  const [switchOn, setSwitchOn] = useSectionCompleteSwitch(userId, taxYear);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<LockReason | null>(null);
  const lock = useLockAdvancedTax();

  // What the client already knows would be refused; the server checks the same rule.
  const blocker = lockBlocker({ statusId, locked: false, powerOfAttorneyAccepted });
  const reason = refusal ?? (switchOn ? blocker : null);

  const confirm = () =>
    lock.mutate(taxYear, {
      onSuccess: () => {
        rememberSectionCompleted(userId, taxYear, now());
        setConfirming(false);
        setRefusal(null);
        toast({ title: t('finish.successTitle'), description: t('finish.successText', { year: taxYear }) });
        onLocked();
      },
      onError: (error) => {
        setConfirming(false);
        setSwitchOn(false);
        const code = lockReasonOf(error);
        setRefusal(code);
        if (isSessionExpired(error)) return;
        toast({ title: t('finish.errorTitle'), description: code ? t(`finish.reasons.${code}`) : t('finish.errorText'), variant: 'destructive' });
      },
    });

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <h2 className="sr-only">{t('finish.title')}</h2>
      <SwitchField
        id="advanced-section-complete"
        label={t('finish.switchLabel')}
        description={t('finish.switchHint')}
        checked={switchOn}
        onCheckedChange={(on) => {
          setSwitchOn(on);
          setRefusal(null);
        }}
        className="rounded-none! border-0! bg-transparent! p-0!"
      />
      {reason ? (
        <div role="alert" className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{t('finish.blockedTitle')}</p>
            <p className="mt-0.5 text-sm">{t(`finish.reasons.${reason}`)}</p>
            {reason === 'AUTHORIZATION_REQUIRED' ? (
              <Button variant="secondary" size="sm" className="mt-2" onClick={onOpenAuthorization}>
                {t('finish.openAuthorization')}
              </Button>
            ) : reason === 'WRONG_STATUS' ? (
              <Link to="/" className={buttonClasses('secondary', 'sm', 'mt-2')}>
                {t('finish.uploadDocuments')}
              </Link>
            ) : null}
          </div>
        </div>
      ) : null}
      {switchOn ? (
        <Button className="self-start" disabled={blocker !== null} onClick={() => setConfirming(true)}>
          {t('finish.button')}
        </Button>
      ) : null}
      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          if (!lock.isPending) setConfirming(open);
        }}
        title={t('finish.dialogTitle')}
        description={t('finish.dialogText')}
      >
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={lock.isPending} onClick={() => setConfirming(false)}>
            {t('finish.cancel')}
          </Button>
          <Button disabled={lock.isPending} onClick={confirm}>
            {lock.isPending ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
            {lock.isPending ? t('finish.locking') : t('finish.confirm')}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
