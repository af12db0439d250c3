import { createContext, useContext } from 'react';

export type AppNavigateOptions = { replace?: boolean; state?: unknown };

/**
 * Where the app is and how to go elsewhere, for the parts that the sign-in page shares with the
 * router's pages (the page itself, its sign-in card and the auth watcher). A first load of /login
 * shows that page without React Router (main.tsx), which keeps the router's code out of its first
 * load (issue 10); everywhere else the router provides this (app/RouterNavigation.tsx).
 */
export type AppNavigation = {
  pathname: string;
  navigate: (to: string, options?: AppNavigateOptions) => void;
};

export const AppNavigationContext = createContext<AppNavigation | null>(null);

export function useAppNavigation(): AppNavigation {
  const navigation = useContext(AppNavigationContext);
  if (!navigation) {
    throw new Error('useAppNavigation needs an AppNavigationContext provider (app/RouterNavigation.tsx, or app/SignInApp.tsx on a first load of /login)');
  }
  return navigation;
}
