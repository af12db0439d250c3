import { Plus } from 'lucide-react';
import { Button } from '../ui/Button';
import { FieldError, FieldHint } from '../ui/Field';

/** The button below an editable list that adds an item, with the list's limit and the list's own error under it. */
export function AddItemButton({
  label,
  onAdd,
  disabled,
  limitHint,
  limitHintId,
  error,
  errorId,
}: {
  label: string;
  onAdd: () => void;
  disabled: boolean;
  limitHint: string;
  limitHintId: string;
  error?: string;
  errorId: string;
}) {
  return (
    <div>
      <Button variant="secondary" onClick={onAdd} disabled={disabled} aria-describedby={limitHintId} className="w-full sm:w-auto">
        <Plus aria-hidden="true" className="h-5 w-5" />
        {label}
      </Button>
      <FieldHint id={limitHintId}>{limitHint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
