import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** A removed item, where it stood and the name the undo banner shows. */
export type RemovedItem<TItem> = { item: TItem; index: number; name: string };

/** Where an undone removal goes back: its old place, or the end if the list got shorter. */
export function restoreIndex(removedAt: number, count: number): number {
  return Math.max(0, Math.min(removedAt, count));
}

/**
 * Removing items from an editable list with undo: removed items stay restorable, the last one
 * first, until `forgetRemoved` (after a save). `remove` and `insert` are the list's own, for
 * example from react-hook-form's useFieldArray; `count` is its current length.
 */
export function useUndoableRemoval<TItem>(list: { count: number; remove: (index: number) => void; insert: (index: number, item: TItem) => void }) {
  const [removed, setRemoved] = useState<RemovedItem<TItem>[]>([]);
  const undoButtonRef = useRef<HTMLButtonElement>(null);
  const lastRemoved = removed.at(-1);

  const removeItem = (index: number, item: TItem, name: string) => {
    // The undo button must be in the page before it can take the focus the remove button loses.
    flushSync(() => {
      list.remove(index);
      setRemoved((items) => [...items, { item, index, name }]);
    });
    undoButtonRef.current?.focus();
  };

  const undoRemove = () => {
    if (!lastRemoved) return;
    setRemoved((items) => items.slice(0, -1));
    list.insert(restoreIndex(lastRemoved.index, list.count), lastRemoved.item);
  };

  const forgetRemoved = () => setRemoved([]);

  return { lastRemoved, removeItem, undoRemove, forgetRemoved, undoButtonRef };
}
