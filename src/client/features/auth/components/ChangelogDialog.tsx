import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/Button';
import { Dialog, DialogClose } from '@client/components/ui/Dialog';

/** Spec part 1 §1: the login page shows v0.35; its changelog lists 0.24 to 0.36. Shown as they are. */
export const LOGIN_PAGE_VERSION = '0.35';
export const CHANGELOG_VERSIONS = ['0.36', '0.35', '0.34', '0.33', '0.32', '0.31', '0.30', '0.29', '0.28', '0.27', '0.26', '0.25', '0.24'] as const;

const entryKey = (version: string) => `changelog.entries.v${version.replace('.', '_')}` as const;

export function ChangelogDialog() {
  const { t } = useTranslation('login');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        title={t('changelog.open')}
        className="inline-flex min-h-11 items-center rounded-xl px-3 text-sm font-medium text-white/90 underline-offset-4 hover:underline"
      >
        v{LOGIN_PAGE_VERSION}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t('changelog.title')}>
        <ol className="mt-4 flex flex-col gap-3 overflow-y-auto pr-1">
          {CHANGELOG_VERSIONS.map((version) => (
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
    </>
  );
}
