import { createCanvas, loadImage, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { RgbaImage } from './zxing-reader';

/**
 * Phone cameras store a portrait shot as landscape pixels plus an EXIF Orientation tag (1–8)
 * saying how to turn them. @napi-rs/canvas (Skia) applies the tag itself for JPEG and WebP, but
 * not for PNG's eXIf chunk, which browsers do honour: there this module reads the tag and turns
 * the pixels, so every reader and the thumbnail see the page the way the person saw it.
 */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const EXIF_ORIENTATION_TAG = 0x0112;
const TIFF_SHORT = 3;

/** The Orientation tag of a TIFF-structured EXIF block (as PNG's eXIf chunk holds it), 1 when absent or malformed. */
function tiffOrientation(tiff: Buffer): number {
  if (tiff.length < 8) return 1;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return 1;
  const bigEndian = order === 'MM';
  const u16 = (at: number) => (bigEndian ? tiff.readUInt16BE(at) : tiff.readUInt16LE(at));
  const u32 = (at: number) => (bigEndian ? tiff.readUInt32BE(at) : tiff.readUInt32LE(at));
  if (u16(2) !== 42) return 1;
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  const entries = u16(ifd);
  for (let index = 0; index < entries; index++) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > tiff.length) return 1;
    if (u16(entry) !== EXIF_ORIENTATION_TAG) continue;
    const value = u16(entry + 8);
    return u16(entry + 2) === TIFF_SHORT && value >= 1 && value <= 8 ? value : 1;
  }
  return 1;
}

/** The EXIF orientation a PNG's eXIf chunk asks for (1 = as stored); 1 for every other file. */
export function pngExifOrientation(bytes: Buffer): number {
  if (bytes.length < PNG_SIGNATURE.length || !bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 1;
  // Chunks: 4-byte length, 4-byte type, data, 4-byte CRC. eXIf comes before the image data.
  for (let at = PNG_SIGNATURE.length; at + 8 <= bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT' || type === 'IEND' || at + 8 + length > bytes.length) return 1;
    if (type === 'eXIf') return tiffOrientation(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return 1;
}

/**
 * Sets `context` so that drawing the stored pixels at (0, 0, width, height) shows them as
 * `orientation` asks. Orientations 5–8 swap width and height; the canvas must already be turned.
 */
function applyOrientation(context: SKRSContext2D, orientation: number, width: number, height: number): void {
  switch (orientation) {
    case 2: return context.transform(-1, 0, 0, 1, width, 0);
    case 3: return context.transform(-1, 0, 0, -1, width, height);
    case 4: return context.transform(1, 0, 0, -1, 0, height);
    case 5: return context.transform(0, 1, 1, 0, 0, 0);
    case 6: return context.transform(0, 1, -1, 0, height, 0);
    case 7: return context.transform(0, -1, -1, 0, height, width);
    case 8: return context.transform(0, -1, 1, 0, 0, width);
  }
}

/**
 * An uploaded photo or scan (JPEG, PNG, WebP, GIF, BMP) drawn upright on white paper (zxing and
 * the thumbnail ignore alpha: transparent parts of a PNG must read as paper, not as black),
 * scaled down to fit `maxWidth` × `maxHeight` and never enlarged. A 12-megapixel phone photo
 * holds 48 MB of RGBA pixels; drawn straight onto the smaller canvas, the full-size pixels never
 * exist outside the decoder. Only bytes are accepted: loadImage would fetch a string given to it
 * as a URL, and the server makes no such requests. Throws when the bytes are no image.
 */
export async function drawImageFileWithin(bytes: Uint8Array, maxWidth: number, maxHeight: number): Promise<{ canvas: Canvas; reduced: boolean }> {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const decoded = await loadImage(file);
  if (!(decoded.width > 0 && decoded.height > 0)) throw new Error('The image has no pixels');
  const orientation = pngExifOrientation(file);
  const turned = orientation >= 5;
  const uprightWidth = turned ? decoded.height : decoded.width;
  const uprightHeight = turned ? decoded.width : decoded.height;
  const scale = Math.min(1, maxWidth / uprightWidth, maxHeight / uprightHeight);
  const width = Math.max(1, Math.round(uprightWidth * scale));
  const height = Math.max(1, Math.round(uprightHeight * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  const storedWidth = turned ? height : width;
  const storedHeight = turned ? width : height;
  applyOrientation(context, orientation, storedWidth, storedHeight);
  context.drawImage(decoded, 0, 0, storedWidth, storedHeight);
  return { canvas, reduced: scale < 1 };
}

/**
 * The pixels of an uploaded photo or scan, upright, scaled down when its longer side has more
 * than `maxSide` pixels (`reduced` then says so).
 */
export async function decodeImageFileWithin(bytes: Uint8Array, maxSide: number): Promise<{ image: RgbaImage; reduced: boolean }> {
  const { canvas, reduced } = await drawImageFileWithin(bytes, maxSide, maxSide);
  const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  return { image: { data: pixels.data, width: canvas.width, height: canvas.height }, reduced };
}

/** The pixels of an uploaded photo or scan at its full size, upright. */
export async function decodeImageFile(bytes: Uint8Array): Promise<RgbaImage> {
  return (await decodeImageFileWithin(bytes, Infinity)).image;
}
