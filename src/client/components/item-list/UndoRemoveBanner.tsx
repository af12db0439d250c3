import { Undo2 } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '../ui/Button';

/**
 * 'Anna Muster removed' with an Undo button, announced politely. The live region stays in the
 * page while empty, so screen readers announce the message when it appears.
 */
export function UndoRemoveBanner({
  message,
  undoLabel,
  onUndo,
  undoDisabled,
  undoButtonRef,
}: {
  /** Nothing to undo: null. */
  message: string | null;
  undoLabel: string;
  onUndo: () => void;
  undoDisabled: boolean;
  undoButtonRef: Ref<HTMLButtonElement>;
}) {
  return (
    <div aria-live="polite">
      {message ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-2 text-amber-950">
          <p>{message}</p>
          <Button ref={undoButtonRef} variant="secondary" size="sm" onClick={onUndo} disabled={undoDisabled}>
            <Undo2 aria-hidden="true" className="h-5 w-5" />
            {undoLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
