import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminStatusYears } from '@shared/domain/tax-status';
import { defaultTaxYear } from '@shared/domain/tax-years';
import { useTaxStatus } from '@client/lib/api/get-tax-status';
import { now } from '@client/lib/clock';
import { useStatusSequence } from '../use-status-sequence';
import { ManageStatusCard } from './ManageStatusCard';
import { StatusCard } from './StatusCard';

/** A positive whole number typed as digits only, or null. */
export function parseUserId(text: string): number | null {
  const trimmed = text.trim();
  if (!/^[0-9]{1,10}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && value <= 2_147_483_647 ? value : null;
}

/**
 * The status card and the 'Manage tax status' card (spec part 2 'Admin panel', §4) act on one
 * user and tax year, by default the admin's own and the selected year.
 */
export function AdminStatusTools({ ownUserId, initialYear }: { ownUserId: number; initialYear: number }) {
  const { t } = useTranslation('admin');
  const years = adminStatusYears(defaultTaxYear(now()));
  const [userIdText, setUserIdText] = useState(String(ownUserId));
  const [taxYear, setTaxYear] = useState(years.includes(initialYear) ? initialYear : (years[0] ?? initialYear));
  const parsedId = parseUserId(userIdText);
  const userId = parsedId ?? ownUserId;
  // The admin's own status is known from the tax-status call; another user's from the first answer.
  const ownStatus = useTaxStatus(taxYear);
  const known = userId === ownUserId && ownStatus.data?.taxYear === taxYear ? ownStatus.data.status : undefined;
  const sequence = useStatusSequence({ userId, taxYear }, known);
  const targetLocked = sequence.looping || sequence.autoAdvancing;

  return (
    <>
      <StatusCard sequence={sequence} targetText={t('status.target', { userId, taxYear })} disabled={parsedId === null} />
      <ManageStatusCard
        sequence={sequence}
        userIdText={userIdText}
        onUserIdChange={setUserIdText}
        userIdValid={parsedId !== null}
        taxYear={taxYear}
        years={years}
        onTaxYearChange={setTaxYear}
        targetLocked={targetLocked}
      />
    </>
  );
}
