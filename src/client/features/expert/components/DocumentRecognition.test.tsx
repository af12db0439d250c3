// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RECOGNITION_FAILURE_CODES, recognitionFailureSentence } from '@shared/contract/document-recognition';
import type { CaseRecognition, CaseStatementFigures } from '@shared/contract/expert';
import { ACTIVE_LANGUAGES } from '@shared/domain/languages';
import { changeLanguage } from '@client/lib/i18n';
import { DocumentRecognition } from './DocumentRecognition';

const statement: CaseStatementFigures = {
  institution: 'Musterbank AG',
  totalTaxValue: 39_351.02,
  totalGrossRevenueA: 120.5,
  totalGrossRevenueB: 80,
  totalWithHoldingTaxClaim: 42.18,
  accountCount: 2,
  depotCount: 1,
  schemaValid: true,
};
const base = { failureCode: null, failure: null, confirmedAt: null, changedByTaxpayer: false } as const;
const show = (recognition: CaseRecognition) => render(<DocumentRecognition recognition={recognition} fileName="E-Steuerauszug.xml" />);

beforeAll(async () => {
  await changeLanguage('de');
});
afterEach(cleanup);

describe('what was recognised in a document, for the expert', () => {
  it('says a document is being read while its recognition waits or runs', () => {
    for (const status of ['pending', 'running'] as const) {
      show({ ...base, status, kind: 'unknown', recognized: null, confirmed: null });
      expect(screen.getByText('wird gelesen')).toBeTruthy();
      cleanup();
    }
  });

  it('says why a document could not be read, in the expert’s language and once', () => {
    const failed = { ...base, status: 'failed', kind: 'unknown', recognized: null, confirmed: null } as const;
    show({ ...failed, failureCode: 'pdf-unopenable', failure: 'could not be read automatically: the PDF could not be opened' });
    expect(screen.getByText('nicht automatisch lesbar: das PDF liess sich nicht öffnen')).toBeTruthy();
    cleanup();
    // A failure without a code (not answered by this server) still reads as a sentence.
    show({ ...failed, failureCode: null, failure: null });
    expect(screen.getByText('nicht automatisch lesbar: Grund nicht erfasst')).toBeTruthy();
  });

  it('has a text for every failure code in every language', async () => {
    try {
      for (const language of ACTIVE_LANGUAGES) {
        await changeLanguage(language);
        for (const failureCode of RECOGNITION_FAILURE_CODES) {
          show({ ...base, status: 'failed', kind: 'unknown', recognized: null, confirmed: null, failureCode, failure: recognitionFailureSentence(failureCode) });
          const line = screen.getByText(/./).textContent ?? '';
          // A missing key shows as the key itself; the English sentence must not appear with its prefix twice.
          expect(line, `${language} ${failureCode}`).not.toContain('documents.recognition');
          expect(line.match(/automati/gi) ?? [], `${language} ${failureCode}`).toHaveLength(1);
          cleanup();
        }
      }
    } finally {
      await changeLanguage('de');
    }
  });

  it('shows a statement’s institution and tax value with its cents, and no change badge when unchanged', () => {
    show({ ...base, status: 'done', kind: 'ech0196', recognized: statement, confirmed: statement, confirmedAt: '2026-03-02T08:00:00.000Z' });
    expect(screen.getByText('Erkannt: E-Steuerauszug Musterbank AG, Steuerwert CHF 39’351.02')).toBeTruthy();
    expect(screen.getByText(/Verrechnungssteueranspruch CHF 42.18; Konten: 2, Depots: 1/)).toBeTruthy();
    expect(screen.getByText('vom Steuerpflichtigen bestätigt am 02.03.2026')).toBeTruthy();
    expect(screen.queryByText('vom Steuerpflichtigen geändert')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when a statement is not yet confirmed and does not pass the schema', () => {
    show({ ...base, status: 'done', kind: 'ech0196', recognized: { ...statement, institution: null, schemaValid: false }, confirmed: null });
    expect(screen.getByText('Erkannt: E-Steuerauszug, Steuerwert CHF 39’351.02')).toBeTruthy();
    expect(screen.getByText('vom Steuerpflichtigen noch nicht bestätigt')).toBeTruthy();
    expect(screen.getByText(/eCH-0196-Schema/)).toBeTruthy();
  });

  it('shows the confirmed statement and, next to it, what was recognised when the taxpayer changed it', () => {
    const confirmed = { ...statement, totalTaxValue: 39_400 };
    show({ ...base, status: 'done', kind: 'ech0196', recognized: statement, confirmed, confirmedAt: '2026-03-02T08:00:00.000Z', changedByTaxpayer: true });
    expect(screen.getByText('Erkannt: E-Steuerauszug Musterbank AG, Steuerwert CHF 39’400')).toBeTruthy();
    expect(screen.getByText('vom Steuerpflichtigen geändert')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Erkannte und bestätigte Zahlen: E-Steuerauszug.xml' });
    const row = within(table).getByRole('row', { name: /^Steuerwert \(vom Steuerpflichtigen geändert\)/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['CHF 39’351.02', 'CHF 39’400']);
    const unchanged = within(table).getByRole('row', { name: /^Institut/ });
    expect(within(unchanged).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Musterbank AG', 'Musterbank AG']);
  });

  it('warns when a salary certificate’s sums do not add up', () => {
    const figures = { gross: 98_000, socialContributions: 6_419, pensionOrdinary: 7_200, pensionBuyIn: null, net: 80_000, plausible: false, source: 'ocr' as const };
    show({ ...base, status: 'done', kind: 'salary-certificate', recognized: figures, confirmed: null });
    expect(screen.getByText('Lohnausweis: Bruttolohn CHF 98’000, Nettolohn CHF 80’000')).toBeTruthy();
    expect(screen.getByText(/Summen des Lohnausweises gehen nicht auf/)).toBeTruthy();
  });

  it('shows a read document of a kind without figures generically', () => {
    show({ ...base, status: 'done', kind: 'unknown', recognized: null, confirmed: null });
    expect(screen.getByText('Erkannt')).toBeTruthy();
  });
});
