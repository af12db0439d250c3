import PDFDocument from 'pdfkit';
import { SwissQRBill } from 'swissqrbill/pdf';
import { formatIBAN, formatReference, mm2pt } from 'swissqrbill/utils';
import type { Language } from '@shared/domain/languages';
import { subscriptionPlanById } from '@shared/domain/subscription-plans';
import type { InvoiceConfig } from '../../config';
import type { InvoiceRow } from './data';
import { paymentLanguage, planProductName, type PaymentLanguage } from './product-names';

export type InvoiceDebtor = { name: string; address: string; zip: string; city: string; country: string };

type Texts = {
  title: string;
  fileLabel: string;
  number: string;
  date: string;
  reference: string;
  account: string;
  description: string;
  amount: string;
  launchPrice: (listPrice: string, savingsPercent: number) => string;
  total: string;
  payment: string;
  activation: string;
  paid: string;
};

const TEXTS: Record<PaymentLanguage, Texts> = {
  de: {
    title: 'Rechnung',
    fileLabel: 'Rechnung',
    number: 'Rechnungsnummer',
    date: 'Datum',
    reference: 'Referenz',
    account: 'Konto',
    description: 'Beschreibung',
    amount: 'Betrag',
    launchPrice: (list, pct) => `Einführungspreis (statt ${list}, Sie sparen ${pct} %)`,
    total: 'Total',
    payment: 'Bitte bezahlen Sie den Betrag innert 30 Tagen mit dem QR-Zahlteil unten und geben Sie die Referenz an.',
    activation: 'Ihr Abonnement wird aktiviert, sobald Ihre Zahlung bei uns eingegangen ist.',
    paid: 'Bezahlt – vielen Dank.',
  },
  fr: {
    title: 'Facture',
    fileLabel: 'Facture',
    number: 'Numéro de facture',
    date: 'Date',
    reference: 'Référence',
    account: 'Compte',
    description: 'Description',
    amount: 'Montant',
    launchPrice: (list, pct) => `Prix de lancement (au lieu de ${list}, vous économisez ${pct} %)`,
    total: 'Total',
    payment: 'Veuillez régler le montant dans les 30 jours avec la section paiement QR ci-dessous en indiquant la référence.',
    activation: 'Votre abonnement sera activé dès réception de votre paiement.',
    paid: 'Payée – merci beaucoup.',
  },
  it: {
    title: 'Fattura',
    fileLabel: 'Fattura',
    number: 'Numero della fattura',
    date: 'Data',
    reference: 'Riferimento',
    account: 'Conto',
    description: 'Descrizione',
    amount: 'Importo',
    launchPrice: (list, pct) => `Prezzo di lancio (invece di ${list}, risparmia il ${pct} %)`,
    total: 'Totale',
    payment: 'La preghiamo di pagare l’importo entro 30 giorni con la sezione di pagamento QR qui sotto, indicando il riferimento.',
    activation: 'Il Suo abbonamento sarà attivato non appena avremo ricevuto il pagamento.',
    paid: 'Pagata – grazie mille.',
  },
  en: {
    title: 'Invoice',
    fileLabel: 'Invoice',
    number: 'Invoice number',
    date: 'Date',
    reference: 'Reference',
    account: 'Account',
    description: 'Description',
    amount: 'Amount',
    launchPrice: (list, pct) => `Launch price (instead of ${list}, you save ${pct}%)`,
    total: 'Total',
    payment: 'Please pay the amount within 30 days using the QR payment part below and quote the reference.',
    activation: 'Your subscription is activated as soon as we have received your payment.',
    paid: 'Paid – thank you.',
  },
};

const chf = new Intl.NumberFormat('de-CH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Amounts as the Swiss write them: CHF 1’234.50. */
export function formatChf(rappen: number): string {
  return `CHF ${chf.format(rappen / 100)}`;
}

const swissDate = (d: Date) => new Intl.DateTimeFormat('de-CH', { timeZone: 'Europe/Zurich', day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);

/**
 * The QR bill carries only the characters the Swiss payment standards allow (Latin letters with
 * their accents); anything else in a name or address is dropped so banks accept the code.
 */
function qrText(text: string, max: number): string {
  return text
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\u0020-\u007e\u00a0-\u017f\u0218-\u021b\u20ac]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

export function invoiceFileName(invoiceId: number, language: Language): string {
  return `Helvetax-${TEXTS[paymentLanguage(language)].fileLabel}-${invoiceId}.pdf`;
}

/**
 * One A4 page: creditor, the payer's address where a window envelope shows it, the plan bought
 * and its launch price, and the Swiss QR bill (payment part and receipt) at the bottom.
 */
export async function renderInvoicePdf(args: {
  invoice: InvoiceRow;
  config: InvoiceConfig;
  debtor: InvoiceDebtor | undefined;
  language: Language;
}): Promise<Buffer> {
  const { invoice, config } = args;
  const language = paymentLanguage(args.language);
  const t = TEXTS[language];
  const product = planProductName(invoice.plan, invoice.taxYear, language);
  const plan = subscriptionPlanById(invoice.plan)!;
  const creditor = config.creditor;
  const debtor = args.debtor && {
    name: qrText(args.debtor.name, 70),
    address: qrText(args.debtor.address, 70),
    zip: qrText(args.debtor.zip, 16),
    city: qrText(args.debtor.city, 35),
    country: args.debtor.country,
  };
  const usableDebtor = debtor && debtor.name && debtor.address && debtor.zip && debtor.city ? debtor : undefined;

  const bill = new SwissQRBill(
    {
      amount: invoice.amountRappen / 100,
      currency: 'CHF',
      reference: invoice.reference,
      message: qrText(product, 140),
      creditor: { account: config.iban, name: qrText(creditor.name, 70), address: qrText(creditor.address, 70), zip: creditor.zip, city: qrText(creditor.city, 35), country: creditor.country },
      ...(usableDebtor ? { debtor: usableDebtor } : {}),
    },
    { language: language.toUpperCase() as 'DE' | 'FR' | 'IT' | 'EN' },
  );

  const doc = new PDFDocument({
    size: 'A4',
    margin: mm2pt(20),
    info: { Title: `${t.title} ${invoice.id} – ${product}`, Author: creditor.name, CreationDate: invoice.createdAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = mm2pt(20);
  const width = doc.page.width - 2 * left;
  doc.font('Helvetica-Bold').fontSize(11).text(creditor.name, left, mm2pt(20));
  doc.font('Helvetica').fontSize(9).text(creditor.address).text(`${creditor.zip} ${creditor.city}`);

  if (usableDebtor) {
    // Right-hand window of a C5/C6 envelope (Swiss letter standard).
    doc.font('Helvetica').fontSize(10).text([usableDebtor.name, usableDebtor.address, `${usableDebtor.zip} ${usableDebtor.city}`].join('\n'), mm2pt(118), mm2pt(50), { width: mm2pt(72) });
  }

  doc.font('Helvetica-Bold').fontSize(18).text(t.title, left, mm2pt(85));
  doc.moveDown(0.6);
  const meta: [string, string][] = [
    [t.number, String(invoice.id)],
    [t.date, swissDate(invoice.createdAt)],
    [t.reference, formatReference(invoice.reference)],
    [t.account, formatIBAN(config.iban)],
  ];
  doc.fontSize(9);
  for (const [label, value] of meta) {
    const y = doc.y;
    doc.font('Helvetica').text(label, left, y, { width: mm2pt(45) });
    doc.font('Helvetica').text(value, left + mm2pt(45), y, { width: width - mm2pt(45) });
  }

  doc.moveDown(1.2);
  const amountX = left + width - mm2pt(35);
  let y = doc.y;
  doc.font('Helvetica-Bold').fontSize(9).text(t.description, left, y).text(t.amount, amountX, y, { width: mm2pt(35), align: 'right' });
  y = doc.y + 3;
  doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.5).stroke();
  y += 5;
  doc.font('Helvetica').fontSize(10).text(product, left, y, { width: width - mm2pt(40) });
  doc.text(formatChf(invoice.amountRappen), amountX, y, { width: mm2pt(35), align: 'right' });
  doc.fontSize(8.5).fillColor('#4b5563').text(t.launchPrice(formatChf(plan.listPriceRappen), plan.savingsPercent), left, doc.y + 2, { width: width - mm2pt(40) });
  doc.fillColor('black');
  y = doc.y + 4;
  doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.5).stroke();
  y += 5;
  doc.font('Helvetica-Bold').fontSize(10).text(t.total, left, y).text(formatChf(invoice.amountRappen), amountX, y, { width: mm2pt(35), align: 'right' });

  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(9.5);
  if (invoice.status === 'paid') doc.font('Helvetica-Bold').text(t.paid, left, doc.y, { width });
  else doc.text(t.payment, left, doc.y, { width }).moveDown(0.4).text(t.activation, { width });

  bill.attachTo(doc);
  doc.end();
  return done;
}
