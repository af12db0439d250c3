import { useQueryClient } from '@tanstack/react-query';
import { BriefcaseBusiness, LogOut, Menu, UserRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { LanguageSelect } from '@client/components/LanguageSelect';
import { Logo } from '@client/components/Logo';
import { Button } from '@client/components/ui/Button';
import { cn } from '@client/components/ui/cn';
import { useLogout } from '@client/features/auth/api/logout';
import type { AccountMenuLink } from './AccountMenu';
import { NotificationsBell } from './NotificationsBell';
import { isStaffRole } from '../RequireStaff';
import { checkAuthQueryKey } from '@client/lib/api/check-auth';
import { useUser } from '@client/lib/api/get-user';
import { useSelectedTaxYear } from '@client/lib/selected-tax-year';

const ADMIN_LINKS: readonly AccountMenuLink[] = [
  { to: '/cantons', key: 'header.cantons' },
  { to: '/address-demo', key: 'header.addressLookup' },
  { to: '/admin', key: 'header.admin' },
];

// The phone menu's Radix dropdown (and the install action behind it) loads when the menu is
// first pressed, not with every signed-in page (issue 10); a look-alike button stands in until
// then. Hovering or focusing it starts the download early.
const loadAccountMenu = () => import('./AccountMenu');
const AccountMenu = lazy(() => loadAccountMenu().then((m) => ({ default: m.AccountMenu })));
// A prefetch that fails is tried again by the press itself.
const prefetchAccountMenu = () => void loadAccountMenu().catch(() => undefined);

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-medium',
    isActive ? 'bg-selected font-semibold text-ink' : 'text-slate-700 hover:bg-slate-100',
  );

/** The back office (/expert…) is laid out at max-w-7xl; the header's content lines up with it there. */
const isBackOfficePath = (pathname: string) => pathname === '/expert' || pathname.startsWith('/expert/');

export function AppHeader() {
  const { t } = useTranslation();
  const { taxYear } = useSelectedTaxYear();
  const { data: user } = useUser(taxYear);
  const logout = useLogout();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isAdmin = user?.role === 'admin';
  const isStaff = isStaffRole(user?.role);
  const [menuOpened, setMenuOpened] = useState(false);

  // Spec part 1 §2.3: the logo clears cached data and goes home.
  const goHome = () => {
    void queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== checkAuthQueryKey[0] });
    void navigate('/');
  };

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className={cn('mx-auto flex h-16 items-center gap-2 px-3 sm:px-5', isBackOfficePath(pathname) ? 'max-w-7xl' : 'max-w-5xl')}>
        <Link
          to="/"
          onClick={(event) => {
            event.preventDefault();
            goHome();
          }}
          aria-label={t('header.home')}
          className="mr-auto inline-flex min-h-11 items-center gap-2 rounded-xl pr-2"
        >
          <Logo className="h-9 w-9" />
          <span className="text-lg font-bold tracking-tight text-slate-900">Helvetax</span>
        </Link>

        <nav aria-label={t('header.navigation')} className="hidden items-center gap-1 md:flex">
          <NavLink to="/profile" className={navLinkClass}>
            <UserRound aria-hidden="true" className="h-4 w-4" />
            {t('header.profile')}
          </NavLink>
          {isStaff ? (
            <NavLink to="/expert" className={navLinkClass}>
              <BriefcaseBusiness aria-hidden="true" className="h-4 w-4" />
              {t('header.expert')}
            </NavLink>
          ) : null}
          {isAdmin
            ? ADMIN_LINKS.map((link) => (
                <NavLink key={link.to} to={link.to} className={navLinkClass}>
                  {t(link.key)}
                </NavLink>
              ))
            : null}
        </nav>

        <LanguageSelect />
        <NotificationsBell />

        <div className="hidden md:block">
          <Button variant="ghost" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {t('header.logout')}
          </Button>
        </div>

        <div className="md:hidden">
          {menuOpened ? (
            <Suspense fallback={<MenuStandIn label={t('header.menu')} />}>
              <AccountMenu isStaff={isStaff} adminLinks={isAdmin ? ADMIN_LINKS : []} onLogout={() => logout.mutate()} logoutPending={logout.isPending} />
            </Suspense>
          ) : (
            <MenuStandIn label={t('header.menu')} onOpen={() => setMenuOpened(true)} />
          )}
        </div>
      </div>
    </header>
  );
}

/** The menu button as the Radix trigger draws and announces it: a closed menu button. */
function MenuStandIn({ label, onOpen }: { label: string; onOpen?: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetchAccountMenu}
      onFocus={prefetchAccountMenu}
      onClick={onOpen}
      onKeyDown={(event) => {
        // Enter and Space press the button anyway; ArrowDown opens a Radix menu too.
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        onOpen?.();
      }}
    >
      <Menu aria-hidden="true" className="h-5 w-5" />
    </Button>
  );
}
