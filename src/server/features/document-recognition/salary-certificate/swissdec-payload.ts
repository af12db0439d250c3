import { strFromU8, unzipSync, type Unzipped } from 'fflate';
import { XMLParser } from 'fast-xml-parser';
import { EXPENSE_BOXES, type ExpenseBox, type SalaryCertificateBoxes } from './salary-certificate';

/*
 * The salary certificate's PDF417 payload. What is from a published source and what is assumed:
 *
 * - From the issue (Swissdec layout as described there): each symbol holds a segment header and
 *   a piece of a ZIP archive; the archive holds one XML file whose elements map to boxes 1–15.
 * - From Swissdec ELM as implemented by Odoo's Swissdec-certified payroll (l10n_ch_hr_payroll,
 *   ELM 5.0–5.3, CERTIFICATE_RULE_MAPPING): the element names of the boxes — Income,
 *   FringeBenefits/{FoodLodging,CompanyCar,Other}, SporadicBenefits, CapitalPayment,
 *   OwnershipRight, BoardOfDirectorsRemuneration, OtherBenefits, GrossIncome,
 *   AHV-ALV-NBUV-AVS-AC-AANP-Contribution, BVG-LPP-Contribution/{Regular,Purchase}, NetIncome,
 *   DeductionAtSource, Charges/Effective/{TravelFoodAccommodation,Other},
 *   Charges/LumpSum/{Representation,Car,Other}, Charges/Education; and SV-AS-Number for the
 *   AHV number (the ELM person element).
 * - Assumed (the Swissdec barcode guide is not public): the header bytes (SEGMENT_HEADER below),
 *   the root element SalaryCertificate (found at any depth, namespaces ignored), and the names
 *   Employer/Name, Employer/Address/{Street,ZIP-Code,City}, Person/{Firstname,Lastname},
 *   Period/{from,until} and Remark. When the real guide is at hand, only this file changes.
 */

/** Assumed header: 'SDLA' + 2-digit format version + 2-digit segment index (1-based) + 2-digit segment count. */
export const SEGMENT_MAGIC = 'SDLA';
export const SEGMENT_FORMAT_VERSION = '01';
export const SEGMENT_HEADER_LENGTH = 10;

/** A certificate's XML is a few kB; the cap keeps a crafted archive from inflating into gigabytes. */
const MAX_XML_BYTES = 1024 * 1024;

export class SwissdecPayloadError extends Error {
  override readonly name = 'SwissdecPayloadError';
}

export type PayloadSegment = { index: number; count: number; data: Uint8Array };

/** The segment a PDF417 symbol carries, or null when the symbol is some other barcode. */
export function parseSegment(bytes: Uint8Array): PayloadSegment | null {
  if (bytes.length <= SEGMENT_HEADER_LENGTH) return null;
  const header = Buffer.from(bytes.subarray(0, SEGMENT_HEADER_LENGTH)).toString('latin1');
  const match = /^SDLA(\d{2})(\d{2})(\d{2})$/.exec(header);
  if (!match || match[1] !== SEGMENT_FORMAT_VERSION) return null;
  const index = Number(match[2]);
  const count = Number(match[3]);
  if (index < 1 || count < 1 || index > count) return null;
  return { index, count, data: bytes.subarray(SEGMENT_HEADER_LENGTH) };
}

/** The ZIP archive the segments carry, once every segment has been read (repeats are fine). */
export function assembleArchive(segments: readonly PayloadSegment[]): Uint8Array | null {
  if (segments.length === 0) return null;
  const count = segments[0]!.count;
  const byIndex = new Map<number, Uint8Array>();
  for (const segment of segments) {
    if (segment.count !== count) throw new SwissdecPayloadError('Segments of different certificates');
    const known = byIndex.get(segment.index);
    if (known && !Buffer.from(known).equals(Buffer.from(segment.data))) throw new SwissdecPayloadError(`Segment ${segment.index} read with two contents`);
    byIndex.set(segment.index, segment.data);
  }
  if (byIndex.size !== count) return null;
  return Buffer.concat(Array.from({ length: count }, (_, i) => byIndex.get(i + 1)!));
}

/**
 * The first XML file of a ZIP archive (fflate reads the central directory, whose sizes are right
 * even when the writer streamed the entry). Entries are filtered by their declared size before
 * anything is inflated, and fflate inflates into a buffer of exactly that size, so a crafted
 * archive cannot inflate into more than MAX_XML_BYTES.
 */
export function unzipXml(archive: Uint8Array): string {
  let firstXml: string | undefined;
  let entries: Unzipped;
  try {
    entries = unzipSync(archive, {
      filter: (file) => {
        if (firstXml !== undefined || !file.name.toLowerCase().endsWith('.xml')) return false;
        if (file.originalSize > MAX_XML_BYTES) throw new SwissdecPayloadError('XML too large');
        firstXml = file.name;
        return true;
      },
    });
  } catch (cause) {
    if (cause instanceof SwissdecPayloadError) throw cause;
    throw new SwissdecPayloadError('Not a ZIP archive', { cause });
  }
  const xml = firstXml === undefined ? undefined : entries[firstXml];
  if (xml === undefined) throw new SwissdecPayloadError('No XML file in the archive');
  return strFromU8(xml);
}

type XmlNode = { [name: string]: XmlValue };
type XmlValue = string | XmlNode | XmlValue[];

const parser = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, parseTagValue: false, trimValues: true });

function findElement(node: XmlValue | undefined, name: string): XmlNode | undefined {
  if (node === undefined || typeof node === 'string') return undefined;
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findElement(item, name);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === name && typeof value === 'object' && !Array.isArray(value)) return value;
    const found = findElement(value, name);
    if (found) return found;
  }
  return undefined;
}

function textAt(node: XmlNode, path: string): string | undefined {
  let current: XmlValue | undefined = node;
  for (const step of path.split('/')) {
    if (current === undefined || typeof current === 'string' || Array.isArray(current)) return undefined;
    current = current[step];
  }
  if (typeof current === 'number') return String(current);
  return typeof current === 'string' && current !== '' ? current : undefined;
}

function amountAt(node: XmlNode, path: string): number | undefined {
  const text = textAt(node, path);
  if (text === undefined) return undefined;
  const amount = Number(text);
  if (!Number.isFinite(amount)) throw new SwissdecPayloadError(`Not an amount in ${path}`);
  return amount;
}

function sumOf(values: readonly (number | undefined)[]): number | undefined {
  const present = values.filter((value): value is number => value !== undefined);
  return present.length === 0 ? undefined : Math.round(present.reduce((total, value) => total + value, 0) * 100) / 100;
}

const EXPENSE_PATHS: Record<ExpenseBox, string> = {
  '13.1.1': 'Charges/Effective/TravelFoodAccommodation',
  '13.1.2': 'Charges/Effective/Other',
  '13.2.1': 'Charges/LumpSum/Representation',
  '13.2.2': 'Charges/LumpSum/Car',
  '13.2.3': 'Charges/LumpSum/Other',
  '13.3': 'Charges/Education',
};

export type SwissdecCertificate = {
  employer: { name?: string; address?: string };
  employee: { name?: string; ahvNumber?: string };
  period: { from?: string; to?: string };
  boxes: SalaryCertificateBoxes;
};

/** The boxes and header fields of the certificate XML; throws SwissdecPayloadError when it holds none. */
export function parseCertificateXml(xml: string): SwissdecCertificate {
  let document: XmlValue;
  try {
    document = parser.parse(xml, true) as XmlValue;
  } catch (cause) {
    throw new SwissdecPayloadError('Malformed certificate XML', { cause });
  }
  const certificate = findElement(document, 'SalaryCertificate');
  if (!certificate) throw new SwissdecPayloadError('No SalaryCertificate element');

  const details: Partial<Record<ExpenseBox, number>> = {};
  for (const box of EXPENSE_BOXES) {
    const amount = amountAt(certificate, EXPENSE_PATHS[box]);
    if (amount !== undefined) details[box] = amount;
  }
  const expensesTotal = sumOf(Object.values(details));
  const boxes: SalaryCertificateBoxes = {
    salary: amountAt(certificate, 'Income'),
    fringeBenefits: sumOf([amountAt(certificate, 'FringeBenefits/FoodLodging'), amountAt(certificate, 'FringeBenefits/CompanyCar'), amountAt(certificate, 'FringeBenefits/Other')]),
    irregularBenefits: amountAt(certificate, 'SporadicBenefits'),
    capitalBenefits: amountAt(certificate, 'CapitalPayment'),
    participationRights: amountAt(certificate, 'OwnershipRight'),
    boardFees: amountAt(certificate, 'BoardOfDirectorsRemuneration'),
    otherBenefits: amountAt(certificate, 'OtherBenefits'),
    gross: amountAt(certificate, 'GrossIncome'),
    socialContributions: amountAt(certificate, 'AHV-ALV-NBUV-AVS-AC-AANP-Contribution'),
    pensionOrdinary: amountAt(certificate, 'BVG-LPP-Contribution/Regular'),
    pensionBuyIn: amountAt(certificate, 'BVG-LPP-Contribution/Purchase'),
    net: amountAt(certificate, 'NetIncome'),
    withholdingTax: amountAt(certificate, 'DeductionAtSource'),
    expenses: expensesTotal === undefined ? undefined : { total: expensesTotal, details },
    remarks: textAt(certificate, 'Remark'),
  };
  for (const key of Object.keys(boxes) as (keyof SalaryCertificateBoxes)[]) if (boxes[key] === undefined) delete boxes[key];

  const street = textAt(certificate, 'Employer/Address/Street');
  const city = [textAt(certificate, 'Employer/Address/ZIP-Code'), textAt(certificate, 'Employer/Address/City')].filter(Boolean).join(' ');
  const address = [street, city].filter(Boolean).join(', ');
  const name = [textAt(certificate, 'Person/Firstname'), textAt(certificate, 'Person/Lastname')].filter(Boolean).join(' ');
  return {
    employer: { name: textAt(certificate, 'Employer/Name'), address: address || undefined },
    employee: { name: name || undefined, ahvNumber: textAt(certificate, 'Person/SV-AS-Number') },
    period: { from: textAt(certificate, 'Period/from'), to: textAt(certificate, 'Period/until') },
    boxes,
  };
}
