import { ChartNoAxesColumnIncreasing, History, ListTodo, PiggyBank, CirclePlay, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { cn } from '@client/components/ui/cn';
import { homeTabOf, homeTabPath } from '@client/lib/home-tabs';

type Item = { key: 'intro' | 'progress' | 'todo' | 'history' | 'taxEfficiency'; to: string; icon: LucideIcon };

const ITEMS: Item[] = [
  { key: 'intro', to: '/intro', icon: CirclePlay },
  { key: 'progress', to: homeTabPath('progress'), icon: ChartNoAxesColumnIncreasing },
  { key: 'todo', to: homeTabPath('todo'), icon: ListTodo },
  { key: 'history', to: homeTabPath('history'), icon: History },
  { key: 'taxEfficiency', to: '/tax-efficiency', icon: PiggyBank },
];

/** Five items within thumb reach (spec part 1 §2.3): two pages and the three home tabs. */
export function BottomNavigation() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const activeKey: Item['key'] | null =
    pathname === '/' ? homeTabOf(params.get('tab')) : pathname === '/intro' ? 'intro' : pathname === '/tax-efficiency' ? 'taxEfficiency' : null;

  return (
    <nav
      aria-label={t('nav.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto grid max-w-xl grid-cols-5">
        {ITEMS.map(({ key, to, icon: Icon }) => {
          const active = key === activeKey;
          return (
            <li key={key}>
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-16 flex-col items-center justify-center gap-1 px-1 text-center text-[11px] font-medium leading-tight sm:text-xs',
                  active ? 'font-semibold text-ink' : 'text-slate-600 hover:text-slate-900',
                )}
              >
                <span className={cn('inline-flex h-8 w-12 items-center justify-center rounded-full', active && 'bg-slate-200')}>
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                {t(`nav.${key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
