import { useState } from 'react';

/**
 * True from the first render in which `open` is true onwards. A lazily loaded dialog mounts only
 * then (its code is not part of the page's first load, issue 10) and stays mounted afterwards, so
 * its closing animation and focus return work as before.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Setting state while rendering is React's way of deriving state from a prop change.
  if (open && !opened) setOpened(true);
  return opened || open;
}
