import { Outlet } from 'react-router';
import { AppHeader } from './AppHeader';
import { BottomNavigation } from './BottomNavigation';

/**
 * Signed-in pages: header on top, content in #main, optional bottom navigation (fixed at the
 * bottom of the screen; it comes before the content in the document, like any site navigation).
 */
export function AppLayout({ bottomNavigation = false }: { bottomNavigation?: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      {bottomNavigation ? <BottomNavigation /> : null}
      <main id="main" tabIndex={-1} className={bottomNavigation ? 'flex-1 pb-28 outline-none' : 'flex-1 pb-10 outline-none'}>
        <Outlet />
      </main>
    </div>
  );
}
