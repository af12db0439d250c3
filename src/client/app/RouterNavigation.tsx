import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppNavigationContext, type AppNavigateOptions } from '@client/lib/app-navigation';

/** The router's location and navigation, for the parts shared with /login's first load (lib/app-navigation.ts). */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo(
    () => ({ pathname, navigate: (to: string, options?: AppNavigateOptions) => void navigate(to, options) }),
    [pathname, navigate],
  );
  return <AppNavigationContext value={navigation}>{children}</AppNavigationContext>;
}
