import { Readable } from 'node:stream';
import { isWordCompoundFile, type ReadAt } from './compound-file';

/**
 * Recognises the kinds of documents we take from their content, and checks that the name's
 * extension agrees. Anything else (HTML, SVG, scripts, archives, executables) is refused.
 */
export type DocumentKind = 'pdf' | 'jpeg' | 'png' | 'webp' | 'doc' | 'docx' | 'txt' | 'xml';

export const KIND_INFO: Record<DocumentKind, { mimeType: string; extensions: string[]; inline: boolean }> = {
  pdf: { mimeType: 'application/pdf', extensions: ['pdf'], inline: true },
  jpeg: { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'], inline: true },
  png: { mimeType: 'image/png', extensions: ['png'], inline: true },
  webp: { mimeType: 'image/webp', extensions: ['webp'], inline: true },
  doc: { mimeType: 'application/msword', extensions: ['doc'], inline: false },
  docx: { mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'], inline: false },
  txt: { mimeType: 'text/plain; charset=utf-8', extensions: ['txt'], inline: false },
  // Only a bank's e-tax statement (eCH-0196), never any other XML: see isTaxStatementXml.
  xml: { mimeType: 'application/xml', extensions: ['xml'], inline: false },
};

/** How many leading bytes the detection looks at (the whole file is read only for ZIP and OLE files). */
export const SNIFF_BYTES = 64 * 1024;

const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** A received upload as the detection sees it: its first bytes, and its plaintext on demand. */
export type UploadedContent = {
  /** The first SNIFF_BYTES (or fewer) bytes. */
  head: Buffer;
  size: number;
  /** The text check's verdict over every byte (createTextCheck). */
  isPlainText: boolean;
  /** Valid UTF-8 without NUL bytes all the way through, markup or not (createTextCheck's isUtf8Text). */
  isUtf8Text?: boolean;
  /** Plaintext bytes at any offset (the OLE directory may sit anywhere). */
  readAt: ReadAt;
  /** The whole plaintext as a stream (a ZIP names its parts one after the other). */
  openStream: () => Readable;
};

/**
 * The kind of an upload from its content, or null when we do not take it. `file-type` (a
 * well-kept detector) recognises the binary kinds. Container formats are checked for what
 * they hold, not for a signature: a .docx must be a real OOXML word-processing document
 * ([Content_Types].xml names its main part, which file-type reads from the ZIP's entries as
 * they stream by, so a 50 MB file is never held), and a .doc an OLE compound file with a
 * `WordDocument` stream; any other ZIP or OLE file (.xlsx, .msi, .xls, a ZIP with a `word/`
 * folder) is refused. Everything else is taken only as plain UTF-8 text that is not markup.
 */
export async function detectKind(content: UploadedContent): Promise<DocumentKind | null> {
  if (content.size === 0) return null;
  // Loaded with the first upload rather than at start (it is cached after that): a sizeable
  // module that an idle server does not need in memory.
  const { fileTypeFromBuffer, fileTypeFromStream } = await import('file-type');
  if (content.head.subarray(0, 4).equals(ZIP_LOCAL_HEADER)) {
    const stream = content.openStream();
    try {
      const detected = await fileTypeFromStream(Readable.toWeb(stream) as ReadableStream<Uint8Array>).catch(() => undefined);
      return detected?.ext === 'docx' ? 'docx' : null;
    } finally {
      stream.destroy();
    }
  }
  const sniffed = await fileTypeFromBuffer(content.head).catch(() => undefined);
  switch (sniffed?.ext) {
    case 'pdf':
    case 'ai': // an Adobe Illustrator file is a PDF with private data, shown by any PDF viewer
      return 'pdf';
    case 'jpg':
      return 'jpeg';
    case 'png':
      return 'png';
    case 'webp':
      return 'webp';
    case 'cfb':
      return (await isWordCompoundFile(content.readAt, content.size)) ? 'doc' : null;
    default:
      // Anything file-type does not know, or a kind we do not take, may still be plain text
      // (a note that happens to start with 'MZ'); executables and archives never pass that check.
      if (content.isUtf8Text && isTaxStatementXml(content.head)) return 'xml';
      return content.isPlainText ? 'txt' : null;
  }
}

/**
 * The one kind of XML we take: an eCH-0196 e-tax statement (issue 12), whose root element is
 * `taxStatement` in the eCH-0196 namespace, after at most an XML declaration and comments. A
 * document type declaration never passes (it could define entities), nor does HTML, SVG or any
 * other XML; the file is served as an attachment and only read by the statement reader.
 */
const TAX_STATEMENT_ROOT =
  /^(?:<\?xml[^>]*\?>)?\s*(?:<!--(?:(?!-->)[\s\S])*-->\s*)*<(?:[A-Za-z_][\w.-]*:)?taxStatement\s[^>]*\bxmlns(?::[A-Za-z_][\w.-]*)?\s*=\s*["']http:\/\/www\.ech\.ch\/xmlns\/eCH-0196\/2["']/;

function isTaxStatementXml(head: Buffer): boolean {
  const text = head.toString('utf8').replace(/^\uFEFF/, '').trimStart();
  return TAX_STATEMENT_ROOT.test(text);
}

/**
 * Plain text must be valid UTF-8 without NUL bytes all the way through, and must not be
 * markup: an HTML or SVG page renamed to .txt is refused as well.
 */
export function createTextCheck() {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let valid = true;
  let sawContent = false;
  let looksLikeMarkup = false;
  let first = true;
  return {
    push(chunk: Buffer) {
      if (!valid) return;
      // A file that opens with the signature of a binary kind we take is judged by that kind
      // (detectKind never asks whether it is text), so decoding the rest of it, up to 50 MB of
      // ASCII-looking PDF source, would only cost time.
      if (first && startsWithBinarySignature(chunk)) valid = false;
      first = false;
      if (!valid) return;
      if (chunk.includes(0)) {
        valid = false;
        return;
      }
      try {
        const text = decoder.decode(chunk, { stream: true });
        if (!sawContent) {
          const trimmed = text.replace(/^\uFEFF/, '').trimStart();
          if (trimmed.length > 0) {
            sawContent = true;
            looksLikeMarkup = /^<(?:!doctype|html|svg|\?xml|script|head|body|iframe)/i.test(trimmed);
          }
        }
      } catch {
        valid = false;
      }
    },
    isPlainText(): boolean {
      if (!valid) return false;
      try {
        decoder.decode();
      } catch {
        return false;
      }
      return !looksLikeMarkup;
    },
    /** Valid UTF-8 without NUL bytes, whether markup or not (an XML statement is both). */
    isUtf8Text(): boolean {
      if (!valid) return false;
      try {
        decoder.decode();
      } catch {
        return false;
      }
      return true;
    },
  };
}

const BINARY_SIGNATURES = [
  Buffer.from('%PDF-'),
  Buffer.from([0x89, 0x50, 0x4e, 0x47]), // PNG
  Buffer.from([0xff, 0xd8, 0xff]), // JPEG
  ZIP_LOCAL_HEADER,
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), // OLE compound file (.doc)
];

function startsWithBinarySignature(chunk: Buffer): boolean {
  return BINARY_SIGNATURES.some((signature) => chunk.length >= signature.length && chunk.subarray(0, signature.length).equals(signature));
}

export function extensionOf(filename: string): string {
  const m = filename.toLowerCase().match(/\.([a-z0-9]+)$/);
  return m ? m[1]! : '';
}

export function kindMatchesName(kind: DocumentKind, filename: string): boolean {
  return KIND_INFO[kind].extensions.includes(extensionOf(filename));
}
