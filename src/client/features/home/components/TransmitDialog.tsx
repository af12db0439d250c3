import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/Button';
import { Dialog } from '@client/components/ui/Dialog';

type TransmitDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  taxYear: number;
  sending: boolean;
  onConfirm: () => void;
};

/** Asks before a year is handed to the experts: afterwards its documents cannot change. */
export function TransmitDialog({ open, onOpenChange, taxYear, sending, onConfirm }: TransmitDialogProps) {
  const { t } = useTranslation('home');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (sending ? undefined : onOpenChange(next))}
      title={t('transmit.dialogTitle', { year: taxYear })}
      description={t('transmit.dialogText', { year: taxYear })}
    >
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={sending}>
          {t('transmit.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={sending}>
          <Send aria-hidden="true" className="h-4 w-4" />
          {sending ? t('transmit.sending') : t('transmit.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
