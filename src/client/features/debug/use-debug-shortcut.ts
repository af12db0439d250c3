import { useEffect, useRef } from 'react';

/** Ctrl+Shift+D (spec part 1 §2.3); calls `onToggle` on each press. */
export function isDebugShortcut(event: Pick<KeyboardEvent, 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey' | 'key' | 'code'>): boolean {
  return event.ctrlKey && event.shiftKey && !event.altKey && !event.metaKey && (event.code === 'KeyD' || event.key.toLowerCase() === 'd');
}

export function useDebugShortcut(onToggle: () => void) {
  const latest = useRef(onToggle);
  latest.current = onToggle;
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (!isDebugShortcut(event)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
