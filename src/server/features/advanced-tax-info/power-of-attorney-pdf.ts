import type { POWER_OF_ATTORNEY_LANGUAGES } from '@shared/contract/advanced-tax-info';

/**
 * The power of attorney of the authorization tab (spec part 2 'Advanced tax information page'):
 * a one-page mandate by which the person (and, when married, the spouse: jointly taxed couples
 * both sign) authorises Helvetax for one tax year. It names the people but never carries an
 * AHV or tax number: the printed page travels by post and scanner, and the tax office knows
 * the person by name, address and date of birth.
 */

export type MandatePerson = {
  firstName: string | null;
  lastName: string | null;
  street?: string | null;
  zipCode?: string | null;
  city?: string | null;
  /** ISO YYYY-MM-DD. */
  dateOfBirth?: string | null;
};

export type PowerOfAttorneyInput = {
  language: PowerOfAttorneyLanguage;
  taxYear: number;
  person: MandatePerson;
  /** Present for married people; its name may be empty when the spouse tab was never saved. */
  spouse: MandatePerson | null;
  /** Canton name in the document's language, when the profile names one. */
  cantonName: string | null;
  /** When the document was made (the server's clock); printed in the footer. */
  now: Date;
};

export type PowerOfAttorneyLanguage = (typeof POWER_OF_ATTORNEY_LANGUAGES)[number];

const PROVIDER = 'Helvetax';

type Texts = {
  filename: (year: number) => string;
  title: string;
  subtitle: (year: number) => string;
  principal: string;
  spouse: string;
  name: string;
  address: string;
  dateOfBirth: string;
  agent: string;
  agentLine: string;
  grant: (plural: boolean, year: number) => string;
  powers: (cantonName: string | null, plural: boolean) => string[];
  validity: (year: number) => string;
  placeDate: string;
  signature: string;
  footer: (date: string) => string;
};

const TEXTS: Record<PowerOfAttorneyLanguage, Texts> = {
  de: {
    filename: (year) => `Vollmacht_${year}.pdf`,
    title: 'Vollmacht',
    subtitle: (year) => `Steuererklärung ${year}`,
    principal: 'Vollmachtgeberin / Vollmachtgeber',
    spouse: 'Ehepartnerin / Ehepartner',
    name: 'Name',
    address: 'Adresse',
    dateOfBirth: 'Geburtsdatum',
    agent: 'Bevollmächtigte',
    agentLine: `${PROVIDER}, Dienst für die Vorbereitung von Steuererklärungen`,
    grant: (plural, year) =>
      `${plural ? 'Die unterzeichnenden Personen bevollmächtigen' : 'Die unterzeichnende Person bevollmächtigt'} ${PROVIDER}, für das Steuerjahr ${year}:`,
    powers: (canton, plural) => [
      `${plural ? 'ihre gemeinsame' : 'ihre'} Steuererklärung vorzubereiten;`,
      `in ihrem Namen mit ${canton ? `der Steuerverwaltung des Kantons ${canton}` : 'der kantonalen Steuerverwaltung'} zu verkehren;`,
      'Unterlagen, Auflagen und Verfügungen der Steuerbehörden entgegenzunehmen.',
    ],
    validity: (year) =>
      `Diese Vollmacht gilt bis zum Abschluss des Veranlagungsverfahrens für das Steuerjahr ${year}. Sie kann jederzeit schriftlich widerrufen werden.`,
    placeDate: 'Ort, Datum',
    signature: 'Unterschrift',
    footer: (date) => `Erstellt am ${date} mit ${PROVIDER}`,
  },
  en: {
    filename: (year) => `Power_of_Attorney_${year}.pdf`,
    title: 'Power of Attorney',
    subtitle: (year) => `Tax return ${year}`,
    principal: 'Principal',
    spouse: 'Spouse',
    name: 'Name',
    address: 'Address',
    dateOfBirth: 'Date of birth',
    agent: 'Authorised representative',
    agentLine: `${PROVIDER}, tax return preparation service`,
    grant: (plural, year) => `The undersigned ${plural ? 'authorise' : 'authorises'} ${PROVIDER}, for the tax year ${year}:`,
    powers: (canton, plural) => [
      `to prepare ${plural ? 'their joint' : 'their'} tax return;`,
      `to communicate on their behalf with ${canton ? `the tax administration of the canton of ${canton}` : 'the cantonal tax administration'};`,
      'to receive documents, requests and decisions from the tax authorities.',
    ],
    validity: (year) =>
      `This power of attorney is valid until the assessment for the tax year ${year} is concluded. It may be revoked in writing at any time.`,
    placeDate: 'Place, date',
    signature: 'Signature',
    footer: (date) => `Created on ${date} with ${PROVIDER}`,
  },
};

export function powerOfAttorneyFilename(language: PowerOfAttorneyLanguage, taxYear: number): string {
  return TEXTS[language].filename(taxYear);
}

const BLANK = '______________________________';
const SWISS_RED = '#D52B1E';
const INK = '#1f2328';
const MUTED = '#57606a';

/** de-CH date: 12.04.1990. */
function swissDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

function swissDateOf(now: Date): string {
  return new Intl.DateTimeFormat('de-CH', { timeZone: 'Europe/Zurich', day: '2-digit', month: '2-digit', year: 'numeric' }).format(now);
}

function fullName(p: MandatePerson): string {
  return [p.firstName, p.lastName].map((s) => s?.trim()).filter(Boolean).join(' ');
}

function addressOf(p: MandatePerson): string {
  const place = [p.zipCode, p.city].map((s) => s?.trim()).filter(Boolean).join(' ');
  return [p.street?.trim(), place].filter(Boolean).join(', ');
}

/** Renders the mandate; resolves with the whole PDF. */
export async function renderPowerOfAttorney(input: PowerOfAttorneyInput): Promise<Buffer> {
  // Loaded on first use: pdfkit is one of the heaviest modules, and most processes never render a PDF.
  const { default: PDFDocument } = await import('pdfkit');
  const t = TEXTS[input.language];
  const people = input.spouse ? [input.person, input.spouse] : [input.person];
  const plural = people.length > 1;
  const name = fullName(input.person);

  const doc = new PDFDocument({
    size: 'A4',
    margin: 62,
    lang: input.language === 'de' ? 'de-CH' : 'en',
    displayTitle: true,
    info: {
      Title: `${t.title} – ${t.subtitle(input.taxYear)}${name ? ` – ${name}` : ''}`,
      Author: PROVIDER,
      Creator: PROVIDER,
      Producer: PROVIDER,
      CreationDate: input.now,
      ModDate: input.now,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  // Header: the provider's name as a small mark, then title and year.
  doc.font('Helvetica-Bold').fontSize(11).fillColor(SWISS_RED).text(PROVIDER, left, doc.y, { width, align: 'right' });
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(24).fillColor(INK).text(t.title, left, doc.y, { width });
  doc.font('Helvetica').fontSize(13).fillColor(MUTED).text(t.subtitle(input.taxYear), { width });
  doc.moveDown(1.5);

  const heading = (text: string) => {
    doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(text, left, doc.y, { width });
    doc.moveDown(0.3);
  };
  const field = (label: string, value: string) => {
    const y = doc.y;
    // The smaller label sits on the value's baseline.
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, left, y + 1, { width: 110 });
    doc.font('Helvetica').fontSize(11).fillColor(INK).text(value || BLANK, left + 120, y, { width: width - 120 });
    doc.moveDown(0.35);
  };
  const personBlock = (title: string, p: MandatePerson) => {
    heading(title);
    field(t.name, fullName(p));
    field(t.address, addressOf(p));
    field(t.dateOfBirth, p.dateOfBirth ? swissDate(p.dateOfBirth) : '');
    doc.moveDown(0.8);
  };

  personBlock(t.principal, input.person);
  if (input.spouse) personBlock(t.spouse, input.spouse);

  heading(t.agent);
  doc.font('Helvetica').fontSize(11).fillColor(INK).text(t.agentLine, left, doc.y, { width });
  doc.moveDown(1.2);

  doc.font('Helvetica').fontSize(11).fillColor(INK).text(t.grant(plural, input.taxYear), left, doc.y, { width });
  doc.moveDown(0.4);
  doc.list(t.powers(input.cantonName, plural), left + 8, doc.y, { width: width - 8, bulletRadius: 2, textIndent: 14, paragraphGap: 3 });
  doc.moveDown(0.8);
  doc.text(t.validity(input.taxYear), left, doc.y, { width });
  doc.moveDown(2.5);

  // One signature row per person: place and date, signature with the name beneath.
  const column = (width - 30) / 2;
  for (const p of people) {
    const y = doc.y + 24;
    doc.moveTo(left, y).lineTo(left + column, y).lineWidth(0.7).strokeColor(INK).stroke();
    doc.moveTo(left + column + 30, y).lineTo(left + width, y).stroke();
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(t.placeDate, left, y + 4, { width: column });
    const signer = fullName(p);
    doc.text(signer ? `${t.signature} – ${signer}` : t.signature, left + column + 30, y + 4, { width: column });
    doc.x = left;
    doc.moveDown(2);
  }

  // Inside the bottom margin's edge, so writing it never starts a second page.
  const footerY = doc.page.height - doc.page.margins.bottom - 16;
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(t.footer(swissDateOf(input.now)), left, footerY, { width, align: 'center', lineBreak: false });
  doc.end();
  return done;
}
