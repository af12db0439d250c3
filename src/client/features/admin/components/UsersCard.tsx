import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { Field, Input } from '@client/components/ui/Field';
import { Spinner } from '@client/components/ui/Spinner';
import { useAdminUsers } from '../api/search-users';
import { UserRow } from './UserRow';

/** Users: find people by e-mail or name; per person role, plan, invoice payment and invoice eligibility. */
export function UsersCard({ ownUserId, years }: { ownUserId: number; years: number[] }) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const users = useAdminUsers(query);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(text.trim());
  };

  return (
    <Card aria-labelledby="admin-users-title" role="region">
      <h2 id="admin-users-title" className="text-lg font-semibold text-slate-900">
        {t('users.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t('users.intro')}</p>
      <form role="search" onSubmit={search} className="flex items-end gap-2">
        <Field id="admin-users-q" className="flex-1" label={t('users.search')}>
          {(control) => <Input {...control} type="search" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />}
        </Field>
        <Button type="submit" variant="secondary" size="icon" aria-label={t('users.searchButton')}>
          <Search aria-hidden="true" className="h-5 w-5" />
        </Button>
      </form>
      <div className="mt-4" aria-live="polite">
        {query === null ? null : users.isPending ? (
          <Spinner label={t('loading')} />
        ) : users.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('users.failed')}
          </p>
        ) : users.data.length === 0 ? (
          <p className="text-sm text-slate-700">{t('users.none')}</p>
        ) : (
          <>
            <p className="mb-2 text-sm text-slate-600">{t('users.count', { count: users.data.length })}</p>
            <ul className="flex flex-col gap-3">
              {users.data.map((user) => (
                <UserRow key={user.id} user={user} isSelf={user.id === ownUserId} years={years} />
              ))}
            </ul>
          </>
        )}
      </div>
    </Card>
  );
}
