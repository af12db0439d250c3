import { readFile } from 'node:fs/promises';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { renderThumbnail } from './render-thumbnail';

const SAMPLE_STATEMENT = new URL('../ech0196/fixtures/opensteuerauszug-sample_output.pdf', import.meta.url);

async function decoded(bytes: Uint8Array) {
  const image = await loadImage(Buffer.from(bytes));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return { width: image.width, height: image.height, pixel: (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data] };
}

describe('renderThumbnail', { timeout: 30_000 }, () => {
  it('draws a landscape first page 400 px wide, keeping its proportions', async () => {
    const thumbnail = await renderThumbnail(new Uint8Array(await readFile(SAMPLE_STATEMENT)), 'application/pdf');
    expect(thumbnail?.mimeType).toBe('image/webp');
    const picture = await decoded(thumbnail!.bytes);
    // The sample's pages are landscape A4 (842 × 595 pt).
    expect({ width: picture.width, height: picture.height }).toEqual({ width: 400, height: 283 });
  });

  it('never enlarges a small picture, and shows transparency as paper', async () => {
    const canvas = createCanvas(120, 60);
    const context = canvas.getContext('2d');
    context.fillStyle = '#000000';
    context.fillRect(0, 0, 60, 60);
    const png = await canvas.encode('png');
    const picture = await decoded((await renderThumbnail(new Uint8Array(png), 'image/png'))!.bytes);
    expect({ width: picture.width, height: picture.height }).toEqual({ width: 120, height: 60 });
    const [r, g, b] = picture.pixel(100, 30);
    expect(Math.min(r!, g!, b!)).toBeGreaterThan(240);
    expect(Math.max(...picture.pixel(20, 30).slice(0, 3))).toBeLessThan(20);
  });

  it('has none for a type without a picture or bytes that are no picture', async () => {
    expect(await renderThumbnail(new TextEncoder().encode('<taxStatement/>'), 'application/xml')).toBeNull();
    expect(await renderThumbnail(new TextEncoder().encode('not a photo'), 'image/jpeg')).toBeNull();
  });
});
