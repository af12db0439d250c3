import type { ExpenseBox, SalaryCertificateBoxes } from './salary-certificate';

/*
 * Reading form 11 from lines of text (a PDF's text layer or OCR): each box is a line starting with
 * its number and the form's wording, the amount at its right end. The wording is the official
 * form's in German, French and Italian; several boxes share words ('Andere', 'Autres', 'Altre'),
 * so those need their number in front, and the more specific labels are tried first.
 */

type AmountTarget =
  | { box: Exclude<keyof SalaryCertificateBoxes, 'expenses' | 'remarks' | 'fringeBenefits'> }
  | { fringe: '2.1' | '2.2' | '2.3' }
  | { expense: ExpenseBox }
  | { ignore: true };

type LabelRule = { pattern: RegExp; target: AmountTarget };

const LABELS: readonly LabelRule[] = [
  // 14 before 7: 'Autres prestations salariales accessoires' / 'Altre prestazioni accessorie'.
  { pattern: /weitere gehaltsnebenleistungen|autres prestations salariales|altre prestazioni accessorie/, target: { ignore: true } },
  // 13.1.1 before 2.1: Italian 13.1.1 'Viaggio, vitto, alloggio' contains 2.1's 'Vitto, alloggio'.
  { pattern: /reise,? verpflegung|voyage,? repas|viaggio,? vitto/, target: { expense: '13.1.1' } },
  { pattern: /^13\.1\.2\b/, target: { expense: '13.1.2' } },
  { pattern: /^13\.2\.1\b|repr[äa]sentation|repr[ée]sentation|rappresentanza/, target: { expense: '13.2.1' } },
  { pattern: /^13\.2\.2\b/, target: { expense: '13.2.2' } },
  { pattern: /^13\.2\.3\b/, target: { expense: '13.2.3' } },
  { pattern: /^13\.3\b|weiterbildung|formation continue|perfezionamento/, target: { expense: '13.3' } },
  { pattern: /lohn soweit nicht|salaire qui ne concerne|salario che non concerne/, target: { box: 'salary' } },
  { pattern: /verpflegung,? unterkunft|pension,? logement|vitto,? alloggio/, target: { fringe: '2.1' } },
  { pattern: /privatanteil|part priv[ée]e|quota privata/, target: { fringe: '2.2' } },
  { pattern: /^2\.3\b/, target: { fringe: '2.3' } },
  { pattern: /unregelm[äa]ssige leistungen|prestations non p[ée]riodiques|prestazioni aperiodiche/, target: { box: 'irregularBenefits' } },
  { pattern: /kapitalleistungen|prestations en capital|prestazioni in capitale/, target: { box: 'capitalBenefits' } },
  { pattern: /beteiligungsrechte|droits de participation|diritti di partecipazione/, target: { box: 'participationRights' } },
  { pattern: /verwaltungsrats|membres de l.administration|consigli d.amministrazione/, target: { box: 'boardFees' } },
  { pattern: /andere leistungen|autres prestations|altre prestazioni/, target: { box: 'otherBenefits' } },
  { pattern: /bruttolohn total|salaire brut total|salario lordo total/, target: { box: 'gross' } },
  { pattern: /beitr[äa]ge ahv|cotisations avs|contributi avs/, target: { box: 'socialContributions' } },
  { pattern: /ordentliche beitr[äa]ge|cotisations ordinaires|contributi ordinari/, target: { box: 'pensionOrdinary' } },
  { pattern: /beitr[äa]ge f[üu]r den einkauf|cotisations pour le rachat|contributi per il riscatto/, target: { box: 'pensionBuyIn' } },
  { pattern: /nettolohn|salaire net|salario netto/, target: { box: 'net' } },
  { pattern: /quellensteuer|imp[ôo]t [àa] la source|imposta alla fonte/, target: { box: 'withholdingTax' } },
];

const REMARKS_LABEL = /bemerkungen|observations|osservazioni/;
const EMPLOYER_LABEL = /richtigkeit und vollst[äa]ndigkeit|exactitude et l.int[ée]gralit[ée]|esattezza e la completezza/;
const SIGNATURE_LABEL = /ort und datum|lieu et date|luogo e data|unterschrift|signature|firma/;
const PERIOD_LABEL = /zeitraum|p[ée]riode|periodo/;
const TITLE = /lohnausweis|certificat de salaire|certificato di salario/;

/** An amount at the end of a line: 85'000, 85 000, 85’000.00 or 850.50 (the form prints whole francs). */
const TRAILING_AMOUNT = /(?:^|\s)(\d{1,3}(?:['’ ]\d{3})+|\d+)(?:[.,](\d{2}))?$/;
const AHV = /756[.\s]?\d{4}[.\s]?\d{4}[.\s]?\d{2}/;
const DATE = /(\d{1,2})\.(\d{1,2})\.(\d{4})/g;

export type FormReading = {
  boxes: SalaryCertificateBoxes;
  employer: { name?: string; address?: string };
  ahvNumber?: string;
  period: { from?: string; to?: string };
  /** Whether the page names itself a salary certificate. */
  hasTitle: boolean;
  /** How many box labels carried an amount. */
  labelsWithAmount: number;
};

function normalize(line: string): string {
  return line
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[|_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The amount at the end of a line, with trailing OCR noise (dots, dashes, 'Fr.') ignored. */
function trailingAmount(line: string): number | undefined {
  const cleaned = line.replace(/[\s.:;,=–—-]+$/, '');
  const match = TRAILING_AMOUNT.exec(cleaned);
  if (!match) return undefined;
  const francs = Number(match[1]!.replace(/['’ ]/g, ''));
  return match[2] ? francs + Number(match[2]) / 100 : francs;
}

function isoDate(day: string, month: string, year: string): string {
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

function sum(values: readonly number[]): number {
  return Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;
}

/** The figures and header fields found in a certificate's lines of text, top to bottom. */
export function matchFormLines(rawLines: readonly string[]): FormReading {
  const lines = rawLines.map((line) => line.replace(/\s+/g, ' ').trim()).filter((line) => line !== '');
  const normalized = lines.map(normalize);
  const boxes: SalaryCertificateBoxes = {};
  const fringe: Partial<Record<'2.1' | '2.2' | '2.3', number>> = {};
  const expenses: Partial<Record<ExpenseBox, number>> = {};
  let labelsWithAmount = 0;
  let remarksAt = -1;
  let employerAt = -1;
  let period: FormReading['period'] = {};

  normalized.forEach((line, index) => {
    if (remarksAt < 0 && REMARKS_LABEL.test(line)) remarksAt = index;
    if (employerAt < 0 && EMPLOYER_LABEL.test(line)) employerAt = index;
    if (!period.from && PERIOD_LABEL.test(line)) {
      const dates = [...line.matchAll(DATE)];
      if (dates.length >= 2) period = { from: isoDate(dates[0]![1]!, dates[0]![2]!, dates[0]![3]!), to: isoDate(dates[1]![1]!, dates[1]![2]!, dates[1]![3]!) };
    }
    const rule = LABELS.find(({ pattern }) => pattern.test(line));
    if (!rule || 'ignore' in rule.target) return;
    const amount = trailingAmount(line);
    if (amount === undefined) return;
    labelsWithAmount += 1;
    const { target } = rule;
    if ('box' in target) boxes[target.box] ??= amount;
    else if ('fringe' in target) fringe[target.fringe] ??= amount;
    else expenses[target.expense] ??= amount;
  });

  const fringeAmounts = Object.values(fringe);
  if (fringeAmounts.length > 0) boxes.fringeBenefits = sum(fringeAmounts);
  const expenseAmounts = Object.values(expenses);
  if (expenseAmounts.length > 0) boxes.expenses = { total: sum(expenseAmounts), details: expenses };

  // The form's sections after the boxes start with their letter (H employer, I place and date).
  const isSectionEnd = (index: number) => EMPLOYER_LABEL.test(normalized[index]!) || SIGNATURE_LABEL.test(normalized[index]!) || /^[A-I](\s|$)/.test(lines[index]!);
  if (remarksAt >= 0) {
    const sameLine = lines[remarksAt]!.replace(/^.*?(bemerkungen|observations|osservazioni)\s*[:\-–]?\s*/i, '');
    const following: string[] = [];
    for (let i = remarksAt + 1; i < lines.length && !isSectionEnd(i) && following.length < 4; i++) following.push(lines[i]!);
    const remarks = [sameLine, ...following].map((part) => part.trim()).filter(Boolean).join(' ');
    if (remarks) boxes.remarks = remarks;
  }

  const employer: FormReading['employer'] = {};
  if (employerAt >= 0) {
    const block: string[] = [];
    for (let i = employerAt + 1; i < lines.length && !SIGNATURE_LABEL.test(normalized[i]!) && block.length < 3; i++) block.push(lines[i]!);
    if (block[0]) employer.name = block[0];
    if (block.length > 1) employer.address = block.slice(1).join(', ');
  }

  const ahvMatch = AHV.exec(lines.join(' '));
  const ahvDigits = ahvMatch?.[0].replace(/\D/g, '');
  return {
    boxes,
    employer,
    ahvNumber: ahvDigits ? `${ahvDigits.slice(0, 3)}.${ahvDigits.slice(3, 7)}.${ahvDigits.slice(7, 11)}.${ahvDigits.slice(11)}` : undefined,
    period,
    hasTitle: normalized.some((line) => TITLE.test(line)),
    labelsWithAmount,
  };
}
