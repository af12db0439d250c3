import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { RgbaImage } from './zxing-reader';

/**
 * The pixels of an uploaded photo or scan (JPEG, PNG, WebP, GIF, BMP), scaled down when its
 * longer side has more than `maxSide` pixels (`reduced` then says so). A 12-megapixel phone photo
 * holds 48 MB of RGBA pixels; drawn straight onto the smaller canvas, the full-size pixels never
 * exist outside the decoder. Only bytes are accepted: loadImage would fetch a string given to it
 * as a URL, and the server makes no such requests.
 */
export async function decodeImageFileWithin(bytes: Uint8Array, maxSide: number): Promise<{ image: RgbaImage; reduced: boolean }> {
  const decoded = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const scale = Math.min(1, maxSide / Math.max(decoded.width, decoded.height));
  const width = Math.max(1, Math.round(decoded.width * scale));
  const height = Math.max(1, Math.round(decoded.height * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  // zxing ignores alpha: transparent parts of a PNG must read as paper, not as black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(decoded, 0, 0, width, height);
  const pixels = context.getImageData(0, 0, width, height);
  return { image: { data: pixels.data, width, height }, reduced: scale < 1 };
}

/** The pixels of an uploaded photo or scan at its full size. */
export async function decodeImageFile(bytes: Uint8Array): Promise<RgbaImage> {
  return (await decodeImageFileWithin(bytes, Infinity)).image;
}
