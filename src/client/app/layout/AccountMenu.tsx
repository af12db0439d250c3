import { BriefcaseBusiness, Download, LogOut, Menu, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/Button';
import { installAppWithFeedback } from '@client/lib/install-app-feedback';

export type AccountMenuLink = { to: string; key: 'header.cantons' | 'header.addressLookup' | 'header.admin' };

type AccountMenuProps = {
  isStaff: boolean;
  adminLinks: readonly AccountMenuLink[];
  onLogout: () => void;
  logoutPending: boolean;
};

const menuItemClass =
  'flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-sm text-slate-900 outline-none data-[highlighted]:bg-slate-100';

/**
 * The phone header's menu as a Radix dropdown, loaded when the person first presses the menu
 * button (AppHeader's stand-in); it mounts open, since that press is what loaded it.
 */
export function AccountMenu({ isStaff, adminLinks, onLogout, logoutPending }: AccountMenuProps) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('header.menu')}>
          <Menu aria-hidden="true" className="h-5 w-5" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-56 rounded-2xl border border-slate-200 bg-white p-1.5 shadow-xl">
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
          {adminLinks.map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={menuItemClass}>
              <Link to={link.to}>{t(link.key)}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item className={menuItemClass} onSelect={() => void installAppWithFeedback()}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('install.button')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={menuItemClass} onSelect={onLogout} disabled={logoutPending}>
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {t('header.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
