/**
 * Recognises the kinds of documents we take from their first bytes, and checks that the name's
 * extension agrees. Anything else (HTML, SVG, scripts, archives, executables) is refused.
 */
export type DocumentKind = 'pdf' | 'jpeg' | 'png' | 'webp' | 'doc' | 'docx' | 'txt';

export const KIND_INFO: Record<DocumentKind, { mimeType: string; extensions: string[]; inline: boolean }> = {
  pdf: { mimeType: 'application/pdf', extensions: ['pdf'], inline: true },
  jpeg: { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'], inline: true },
  png: { mimeType: 'image/png', extensions: ['png'], inline: true },
  webp: { mimeType: 'image/webp', extensions: ['webp'], inline: true },
  doc: { mimeType: 'application/msword', extensions: ['doc'], inline: false },
  docx: { mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'], inline: false },
  txt: { mimeType: 'text/plain; charset=utf-8', extensions: ['txt'], inline: false },
};

/** How many leading bytes the detection needs (a .docx names its word/ part early). */
export const SNIFF_BYTES = 64 * 1024;

const startsWith = (head: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => head[offset + i] === b);
const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));

/** The kind of a file from its first bytes, or null. Plain text is decided by `TextCheck`. */
export function detectBinaryKind(head: Buffer): Exclude<DocumentKind, 'txt'> | null {
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) && head.includes('word/')) return 'docx';
  return null;
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
  return {
    push(chunk: Buffer) {
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
  };
}

export function extensionOf(filename: string): string {
  const m = filename.toLowerCase().match(/\.([a-z0-9]+)$/);
  return m ? m[1]! : '';
}

export function kindMatchesName(kind: DocumentKind, filename: string): boolean {
  return KIND_INFO[kind].extensions.includes(extensionOf(filename));
}
