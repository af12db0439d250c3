import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ocrPng } from './ocr-lines';

/** The IHDR fields and the unfiltered rows of a PNG written by ocrPng (one IDAT chunk). */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks = new Map<string, Buffer>();
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    chunks.set(png.toString('latin1', at + 4, at + 8), png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const header = chunks.get('IHDR')!;
  return { width: header.readUInt32BE(0), height: header.readUInt32BE(4), bitDepth: header[8], colourType: header[9], rows: inflateSync(chunks.get('IDAT')!) };
}

function rgbaImage(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) data.set([...pixel(x, y), 255], (y * width + x) * 4);
  }
  return { data, width, height };
}

describe('ocrPng', () => {
  it('writes one grey byte per pixel, black text staying black and paper white', () => {
    const png = readPng(ocrPng(rgbaImage(3, 2, (x) => (x === 1 ? [0, 0, 0] : [255, 255, 255]))));
    expect(png).toMatchObject({ width: 3, height: 2, bitDepth: 8, colourType: 0 });
    // Each row: its filter byte (0), then the pixels.
    expect([...png.rows]).toEqual([0, 255, 0, 255, 0, 255, 0, 255]);
  });

  it('weighs green most and blue least (ITU-R 601 luma)', () => {
    const { rows } = readPng(ocrPng(rgbaImage(3, 1, (x) => [x === 0 ? 255 : 0, x === 1 ? 255 : 0, x === 2 ? 255 : 0])));
    expect([...rows.subarray(1)]).toEqual([76, 149, 29]);
  });

  it('scales a page wider than 1,800 pixels down to 1,800, keeping its proportions', () => {
    const png = readPng(ocrPng(rgbaImage(2000, 100, () => [255, 255, 255])));
    expect(png).toMatchObject({ width: 1800, height: 90, colourType: 0 });
  });
});
