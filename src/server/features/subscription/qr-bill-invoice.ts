import { formatIBAN, formatReference, mm2pt } from 'swissqrbill/utils';
import type { Language } from '@shared/domain/languages';
import { madeOnFirstUse } from '@shared/domain/made-on-first-use';
import { subscriptionPlanById } from '@shared/domain/subscription-plans';
import type { InvoiceConfig } from '../../config';
import type { InvoiceRow } from './data';
import { serverTexts } from '../../platform/server-texts';
import { paymentLanguage, planProductName } from './product-names';

export type InvoiceDebtor = { name: string; address: string; zip: string; city: string; country: string };

// Built on first use, like every Intl formatter: made at start it keeps ICU's number data in the
// idle server's memory for invoices that are rare.
const chf = madeOnFirstUse(() => new Intl.NumberFormat('de-CH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
/** Amounts as the Swiss write them: CHF 1’234.50. */
export function formatChf(rappen: number): string {
  return `CHF ${chf().format(rappen / 100)}`;
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
  return `Helvetax-${serverTexts(language, 'documents')('invoice.fileLabel')}-${invoiceId}.pdf`;
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
  // Loaded on first use: pdfkit is one of the heaviest modules, and most processes never render a PDF.
  const [{ default: PDFDocument }, { SwissQRBill }] = await Promise.all([import('pdfkit'), import('swissqrbill/pdf')]);
  // The invoice reads in the person's language; the QR payment part only knows DE, FR, IT and EN.
  const text = serverTexts(args.language, 'documents');
  const t = (key: string, params?: Record<string, string | number>) => text(`invoice.${key}`, params);
  const product = planProductName(invoice.plan, invoice.taxYear, args.language);
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
    { language: paymentLanguage(args.language).toUpperCase() as 'DE' | 'FR' | 'IT' | 'EN' },
  );

  const doc = new PDFDocument({
    size: 'A4',
    margin: mm2pt(20),
    info: { Title: `${t('title')} ${invoice.id} – ${product}`, Author: creditor.name, CreationDate: invoice.createdAt },
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

  doc.font('Helvetica-Bold').fontSize(18).text(t('title'), left, mm2pt(85));
  doc.moveDown(0.6);
  const meta: [string, string][] = [
    [t('number'), String(invoice.id)],
    [t('date'), swissDate(invoice.createdAt)],
    [t('reference'), formatReference(invoice.reference)],
    [t('account'), formatIBAN(config.iban)],
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
  doc.font('Helvetica-Bold').fontSize(9).text(t('description'), left, y).text(t('amount'), amountX, y, { width: mm2pt(35), align: 'right' });
  y = doc.y + 3;
  doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.5).stroke();
  y += 5;
  doc.font('Helvetica').fontSize(10).text(product, left, y, { width: width - mm2pt(40) });
  doc.text(formatChf(invoice.amountRappen), amountX, y, { width: mm2pt(35), align: 'right' });
  doc.fontSize(8.5).fillColor('#4b5563').text(t('launchPrice', { listPrice: formatChf(plan.listPriceRappen), percent: plan.savingsPercent }), left, doc.y + 2, { width: width - mm2pt(40) });
  doc.fillColor('black');
  y = doc.y + 4;
  doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.5).stroke();
  y += 5;
  doc.font('Helvetica-Bold').fontSize(10).text(t('total'), left, y).text(formatChf(invoice.amountRappen), amountX, y, { width: mm2pt(35), align: 'right' });

  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(9.5);
  if (invoice.status === 'paid') doc.font('Helvetica-Bold').text(t('paid'), left, doc.y, { width });
  else doc.text(t('payment'), left, doc.y, { width }).moveDown(0.4).text(t('activation'), { width });

  bill.attachTo(doc);
  doc.end();
  return done;
}
