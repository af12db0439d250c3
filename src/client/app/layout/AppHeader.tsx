import { useQueryClient } from '@tanstack/react-query';
import { BriefcaseBusiness, Download, LogOut, Menu, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { LanguageSelect } from '@client/components/LanguageSelect';
import { Logo } from '@client/components/Logo';
import { Button } from '@client/components/ui/Button';
import { cn } from '@client/components/ui/cn';
import { useLogout } from '@client/features/auth/api/logout';
import { NotificationsBell } from './NotificationsBell';
import { isStaffRole } from '../RequireStaff';
import { checkAuthQueryKey } from '@client/lib/api/check-auth';
import { useUser } from '@client/lib/api/get-user';
import { installAppWithFeedback } from '@client/lib/install-app-feedback';
import { useSelectedTaxYear } from '@client/lib/selected-tax-year';

const ADMIN_LINKS = [
  { to: '/cantons', key: 'header.cantons' },
  { to: '/address-demo', key: 'header.addressLookup' },
  { to: '/admin', key: 'header.admin' },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-medium',
    isActive ? 'bg-selected font-semibold text-ink' : 'text-slate-700 hover:bg-slate-100',
  );

/** The back office (/expert…) is laid out at max-w-7xl; the header's content lines up with it there. */
const isBackOfficePath = (pathname: string) => pathname === '/expert' || pathname.startsWith('/expert/');

const menuItemClass =
  'flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-sm text-slate-900 outline-none data-[highlighted]:bg-slate-100';

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
          <DropdownMenu.Root>
            <DropdownMenu.Trigger asChild>
              <Button variant="ghost" size="icon" aria-label={t('header.menu')}>
                <Menu aria-hidden="true" className="h-5 w-5" />
              </Button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="end"
                sideOffset={8}
                className="z-50 min-w-56 rounded-2xl border border-slate-200 bg-white p-1.5 shadow-xl"
              >
                <DropdownMenu.Item asChild className={menuItemClass}>
                  <Link to="/profile">
                    <UserRound aria-hidden="true" className="h-4 w-4" />
                    {t('header.profile')}
                  </Link>
                </DropdownMenu.Item>
                {isStaff ? (
                  <DropdownMenu.Item asChild className={menuItemClass}>
                    <Link to="/expert">
                      <BriefcaseBusiness aria-hidden="true" className="h-4 w-4" />
                      {t('header.expert')}
                    </Link>
                  </DropdownMenu.Item>
                ) : null}
                {isAdmin
                  ? ADMIN_LINKS.map((link) => (
                      <DropdownMenu.Item key={link.to} asChild className={menuItemClass}>
                        <Link to={link.to}>{t(link.key)}</Link>
                      </DropdownMenu.Item>
                    ))
                  : null}
                <DropdownMenu.Item className={menuItemClass} onSelect={() => void installAppWithFeedback()}>
                  <Download aria-hidden="true" className="h-4 w-4" />
                  {t('install.button')}
                </DropdownMenu.Item>
                <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
                <DropdownMenu.Item className={menuItemClass} onSelect={() => logout.mutate()} disabled={logout.isPending}>
                  <LogOut aria-hidden="true" className="h-4 w-4" />
                  {t('header.logout')}
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </div>
      </div>
    </header>
  );
}
