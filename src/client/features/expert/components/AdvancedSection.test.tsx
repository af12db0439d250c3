// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdvancedTaxInfo, InvestmentEntry } from '@shared/contract/advanced-tax-info';
import { changeLanguage } from '@client/lib/i18n';
import { AdvancedSection } from './AdvancedSection';

const prefilled: InvestmentEntry = {
  id: 'entry-1',
  kind: 'securitiesDepot',
  description: 'Interactive Brokers',
  reference: 'U12349876',
  taxValueRappen: 2_235_096,
  grossRevenueARappen: 0,
  grossRevenueBRappen: 11_451,
  withholdingTaxClaimRappen: 0,
  source: {
    fileId: 12,
    fileName: 'E-Steuerauszug-IBKR-2025.pdf',
    statementId: 'CH19334IBKRU12349876X2025123101',
    accountKey: 'securitiesDepot:U12349876',
    confirmedAt: '2026-11-16T09:00:00.000Z',
    documentDeleted: true,
  },
  editedByHand: true,
};
const advanced: AdvancedTaxInfo = {
  taxYear: 2025,
  locked: false,
  authorization: null,
  spouse: null,
  children: [],
  investments: {
    holdsSecurities: true,
    holdsCryptocurrencies: false,
    holdsOtherInvestments: false,
    hasQualifyingParticipation: false,
    bankAccountCount: 0,
    custodyAccountCount: 1,
    taxValueRappen: null,
    grossRevenueARappen: null,
    grossRevenueBRappen: null,
    withholdingTaxClaimRappen: null,
    notes: '',
    entries: [prefilled, { ...prefilled, id: 'entry-2', kind: 'bankAccount', description: 'Raiffeisen', reference: 'CH93', source: null, editedByHand: false }],
  },
  deductions: null,
  realEstate: null,
  lastUpdated: { investments: '2026-11-16T09:00:00.000Z' },
};

beforeAll(async () => {
  await changeLanguage('en');
});
afterEach(cleanup);

describe('the expert’s view of the investments section', () => {
  it('lists each account and depot with its figures and, for a pre-filled one, its document', () => {
    render(<AdvancedSection advanced={advanced} />);
    const depot = screen.getByText('Custody account · Interactive Brokers · U12349876').parentElement!;
    expect(within(depot).getByText('From E-Steuerauszug-IBKR-2025.pdf, confirmed on 16.11.2026. Changed by the taxpayer since. The document has since been deleted.')).toBeTruthy();
    expect(within(depot).getByText('CHF 22’350.96')).toBeTruthy();
    const typed = screen.getByText('Bank account · Raiffeisen · CH93').parentElement!;
    expect(within(typed).queryByText(/^From /)).toBeNull();
  });
});
