import { lazy, Suspense, useState } from 'react';
import { i18n, loadNamespaces } from '@client/lib/i18n';
import { useUser } from '@client/lib/api/get-user';
import { useSelectedTaxYear } from '@client/lib/selected-tax-year';
import { toast } from '@client/lib/toast';
import { useDebugShortcut } from '../use-debug-shortcut';

// Only admins ever open the panel: its code (status tools, database status) loads then (issue 10).
const DebugPanelBody = lazy(() => import('./DebugPanelBody').then((m) => ({ default: m.DebugPanelBody })));

/**
 * The home debug panel (spec part 1 §2.3, part 2 'Debug panel'): Ctrl+Shift+D opens it for
 * admins; everyone else gets the 'Debug Access Restricted' toast. The server refuses every
 * debug call to non-admins with 403 as well.
 */
export function DebugPanel() {
  const { taxYear } = useSelectedTaxYear();
  const user = useUser(taxYear);
  const [open, setOpen] = useState(false);
  const isAdmin = user.data?.role === 'admin';

  useDebugShortcut(() => {
    if (!isAdmin) {
      // The admin texts are not part of the home page's download (issue 10): fetched on the key press.
      if (user.data) {
        void loadNamespaces(['admin']).then(() => {
          const t = i18n.getFixedT(null, 'admin');
          toast({ title: t('debug.restricted'), description: t('debug.restrictedText'), variant: 'destructive' });
        });
      }
      return;
    }
    setOpen((value) => !value);
  });

  if (!open || !isAdmin) return null;
  return (
    <Suspense fallback={null}>
      <DebugPanelBody onClose={() => setOpen(false)} initialYear={taxYear} />
    </Suspense>
  );
}
