import type { QueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@shared/contract/admin';
import { adminUsersQueryKeyRoot } from './search-users';

/** After a change to one user, every search result shows the server's new record at once, then refetches. */
export function replaceAdminUser(queryClient: QueryClient, user: AdminUser) {
  queryClient.setQueriesData<AdminUser[]>({ queryKey: adminUsersQueryKeyRoot }, (list) =>
    list?.map((item) => (item.id === user.id ? user : item)),
  );
  void queryClient.invalidateQueries({ queryKey: adminUsersQueryKeyRoot });
}
