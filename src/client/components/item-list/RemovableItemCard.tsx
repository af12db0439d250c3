import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';

/**
 * One item of an editable list: a card named by its heading, with a remove button beside it.
 * On narrow phones the button shows only its icon; `removeName` names the item for screen readers.
 */
export function RemovableItemCard({
  headingId,
  heading,
  removeLabel,
  removeName,
  onRemove,
  children,
}: {
  headingId: string;
  heading: string;
  removeLabel: string;
  removeName: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <Card role="group" aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="pt-2.5 text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">
          {heading}
        </h3>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={removeName} className="-mr-2 shrink-0">
          <Trash2 aria-hidden="true" className="h-5 w-5" />
          <span className="hidden min-[400px]:inline">{removeLabel}</span>
        </Button>
      </div>
      {children}
    </Card>
  );
}
