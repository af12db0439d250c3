// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SalaryCertificateResult, TaxStatementResult } from '@shared/contract/document-recognition';
import { changeLanguage } from '@client/lib/i18n';
import { ConfirmCertificateDialog } from './ConfirmCertificateDialog';
import { ConfirmRecognitionDialog } from './ConfirmRecognitionDialog';
import type { ReviewedDocument } from './DocumentThumbnail';

beforeAll(async () => {
  await changeLanguage('de');
});
afterEach(cleanup);

const certificate: SalaryCertificateResult = {
  boxes: {
    salary: 96000,
    fringeBenefits: null,
    irregularBenefits: null,
    capitalBenefits: null,
    participationRights: null,
    boardFees: null,
    otherBenefits: null,
    gross: 96000,
    socialContributions: 8323,
    pensionOrdinary: 6240,
    pensionBuyIn: null,
    net: 81437,
    withholdingTax: null,
    expenses: null,
    expenseDetails: {},
    remarks: null,
  },
  employer: { name: 'Alpenblick Software AG', address: null },
  employee: { name: null, ahvNumber: null },
  period: { from: '2025-01-01', to: '2025-12-31' },
  fieldConfidence: { salary: 'high', gross: 'high', socialContributions: 'low', pensionOrdinary: 'high', net: 'high' },
  plausible: true,
  source: 'ocr',
};

const statement: TaxStatementResult = {
  id: 'CH0000000000000000000000000000000000',
  taxPeriod: 2025,
  canton: 'ZH',
  institution: 'Bank Muster AG',
  totalTaxValue: 1000,
  totalGrossRevenueA: 0,
  totalGrossRevenueB: 0,
  totalWithHoldingTaxClaim: 0,
  accounts: [],
  depots: [],
  source: 'xml',
  schemaValid: true,
};

const pdf: ReviewedDocument = { id: 41, name: 'Lohnausweis 2025.pdf', mimeType: 'application/pdf', contentUrl: '/api/files/41/content/Lohnausweis%202025.pdf' };

function renderDialog(dialog: React.ReactNode) {
  render(<QueryClientProvider client={new QueryClient()}>{dialog}</QueryClientProvider>);
  return screen.getByRole('dialog');
}

describe('the document’s thumbnail beside the recognised figures', () => {
  it('shows page 1 of the certificate beside its boxes, the low-confidence box marked, and opens the whole file in a new tab', () => {
    const dialog = renderDialog(<ConfirmCertificateDialog open onOpenChange={() => {}} document={pdf} result={certificate} />);
    const open = within(dialog).getByRole('link', { name: 'Lohnausweis 2025.pdf: ganzes Dokument öffnen (neuer Tab)' });
    expect(open.getAttribute('href')).toBe('/api/files/41/content/Lohnausweis%202025.pdf');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toContain('noopener');
    const picture = open.querySelector('img');
    expect(picture?.getAttribute('src')).toBe('/api/files/41/thumbnail');
    // The link's name says what it opens; the picture itself adds nothing to read out.
    expect(picture?.getAttribute('alt')).toBe('');
    // The figures are still there to compare, the uncertain one marked by text, not colour alone.
    const social = within(dialog).getByRole('textbox', { name: /Beiträge AHV/ });
    const described = (social.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Bitte prüfen');
    expect(within(dialog).getAllByText('Bitte prüfen')).toHaveLength(1);
  });

  it('keeps the link to the file when the picture cannot be loaded', () => {
    const dialog = renderDialog(<ConfirmCertificateDialog open onOpenChange={() => {}} document={pdf} result={certificate} />);
    fireEvent.error(dialog.querySelector('img')!);
    expect(dialog.querySelector('img')).toBeNull();
    const open = within(dialog).getByRole('link', { name: 'Lohnausweis 2025.pdf: ganzes Dokument öffnen (neuer Tab)' });
    expect(open.textContent).toContain('Keine Vorschau – Dokument öffnen');
  });

  it('shows no thumbnail for an XML statement, which has no picture', () => {
    const xml: ReviewedDocument = { id: 7, name: 'E-Steuerauszug.xml', mimeType: 'application/xml', contentUrl: '/api/files/7/content/E-Steuerauszug.xml' };
    const dialog = renderDialog(<ConfirmRecognitionDialog open onOpenChange={() => {}} document={xml} result={statement} />);
    expect(within(dialog).getByRole('textbox', { name: /Steuerwert total/ })).toBeTruthy();
    expect(within(dialog).queryByRole('link')).toBeNull();
    expect(dialog.querySelector('img')).toBeNull();
  });
});
