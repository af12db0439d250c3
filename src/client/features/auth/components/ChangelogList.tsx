import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/Button';
import { Dialog, DialogClose } from '@client/components/ui/Dialog';

const entryKey = (version: string) => `changelog.entries.v${version.replace('.', '_')}` as const;

type ChangelogListProps = { versions: readonly string[]; open: boolean; onOpenChange: (open: boolean) => void };

/** The changelog dialog; loaded only when the version link is first pressed (it brings the Radix dialog code). */
export function ChangelogList({ versions, open, onOpenChange }: ChangelogListProps) {
  const { t } = useTranslation('login');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('changelog.title')}>
      <ol className="mt-4 flex flex-col gap-3 overflow-y-auto pr-1">
        {versions.map((version) => (
          <li key={version} className="rounded-xl border border-slate-200 p-3">
            <p className="text-sm font-semibold text-slate-900">v{version}</p>
            <p className="mt-0.5 text-sm text-slate-700">{t(entryKey(version) as 'changelog.entries.v0_24')}</p>
          </li>
        ))}
      </ol>
      <DialogClose asChild>
        <Button variant="secondary" className="mt-5 self-end">
          {t('changelog.close')}
        </Button>
      </DialogClose>
    </Dialog>
  );
}
