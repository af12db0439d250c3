import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useAppNavigation } from '@client/lib/app-navigation';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link to a page of the app that works with or without React Router (lib/app-navigation.ts):
 * a plain click navigates inside the app; a click with a modifier key or another button, or a
 * link with a target, is left to the browser (new tab, new window), as React Router's Link does.
 */
export function AppLink({ to, onClick, ...anchor }: AppLinkProps) {
  const { navigate } = useAppNavigation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (anchor.target && anchor.target !== '_self') return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...anchor} href={to} onClick={follow} />;
}
