import { useLocation } from 'react-router';
import { AccountDeletedNotice } from '@client/features/privacy/components/AccountDeletedNotice';

/** /account-deleted: public, shown once the account is gone (the session went with it). */
export function AccountDeletedPage() {
  const location = useLocation();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-10 sm:px-6">
      <AccountDeletedNotice result={location.state} />
    </div>
  );
}
