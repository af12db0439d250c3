import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { RgbaImage } from './zxing-reader';

/**
 * The pixels of an uploaded photo or scan (JPEG, PNG, WebP, GIF, BMP). Only bytes are accepted:
 * loadImage would fetch a string given to it as a URL, and the server makes no such requests.
 */
export async function decodeImageFile(bytes: Uint8Array): Promise<RgbaImage> {
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  // zxing ignores alpha: transparent parts of a PNG must read as paper, not as black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, image.width, image.height);
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, image.width, image.height);
  return { data: pixels.data, width: image.width, height: image.height };
}
