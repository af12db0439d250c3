import { readFile } from 'node:fs/promises';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { renderThumbnail } from './render-thumbnail';

const SAMPLE_STATEMENT = new URL('../ech0196/fixtures/opensteuerauszug-sample_output.pdf', import.meta.url);
const UPRIGHT_PHOTO = new URL('../salary-certificate/fixtures/certificate-photo.jpg', import.meta.url);
/** The same page stored as landscape pixels with EXIF Orientation 6, as a phone keeps a portrait shot. */
const SIDEWAYS_PHOTO = new URL('../salary-certificate/fixtures/certificate-photo-exif-rotated.jpg', import.meta.url);
/**
 * Mean grey-level difference (0–255, every 4th pixel) allowed between the two photos' thumbnails.
 * The page is mostly paper, so the margins are narrow but clear: the same picture scores about
 * 2.3, a blank white page about 5, the page upside down about 9.7.
 */
const MAX_MEAN_GREY_DIFFERENCE = 3.5;

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

  it('shows a phone photo stored sideways upright, as the person took it', async () => {
    const upright = await decoded((await renderThumbnail(new Uint8Array(await readFile(UPRIGHT_PHOTO)), 'image/jpeg'))!.bytes);
    const sideways = await decoded((await renderThumbnail(new Uint8Array(await readFile(SIDEWAYS_PHOTO)), 'image/jpeg'))!.bytes);
    // Portrait A4 proportions, 400 px wide, like the thumbnail of the upright photo.
    expect({ width: sideways.width, height: sideways.height }).toEqual({ width: upright.width, height: upright.height });
    expect(sideways.height / sideways.width).toBeCloseTo(Math.SQRT2, 1);
    // The same picture, not the page turned: the grey levels differ by a little JPEG and scaling noise only.
    let difference = 0;
    let samples = 0;
    for (let y = 0; y < upright.height; y += 4) {
      for (let x = 0; x < upright.width; x += 4) {
        difference += Math.abs(upright.pixel(x, y)[0]! - sideways.pixel(x, y)[0]!);
        samples += 1;
      }
    }
    expect(difference / samples).toBeLessThan(MAX_MEAN_GREY_DIFFERENCE);
  });

  it('has none for a type without a picture or bytes that are no picture', async () => {
    expect(await renderThumbnail(new TextEncoder().encode('<taxStatement/>'), 'application/xml')).toBeNull();
    expect(await renderThumbnail(new TextEncoder().encode('not a photo'), 'image/jpeg')).toBeNull();
  });
});
