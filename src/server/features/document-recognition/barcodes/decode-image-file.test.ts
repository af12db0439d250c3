import { crc32 } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { jpegWithExifOrientation, phoneExifTiff } from '../salary-certificate/fixtures/make-fixtures';
import { decodeImageFile, decodeImageFileWithin } from './decode-image-file';
import type { RgbaImage } from './zxing-reader';

/** 40 × 20 white pixels with a black 10 × 10 square in the top-left corner, as stored. */
function markedCanvas() {
  const canvas = createCanvas(40, 20);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 40, 20);
  context.fillStyle = '#000000';
  context.fillRect(0, 0, 10, 10);
  return canvas;
}

/**
 * Where the stored top-left square must show, and the shape, for each EXIF orientation. With a
 * non-square picture the corner and the shape together tell all eight turns and mirrorings apart.
 */
const SHOWN_AS: Record<number, { corner: string; width: number; height: number }> = {
  1: { corner: 'top-left', width: 40, height: 20 },
  2: { corner: 'top-right', width: 40, height: 20 },
  3: { corner: 'bottom-right', width: 40, height: 20 },
  4: { corner: 'bottom-left', width: 40, height: 20 },
  5: { corner: 'top-left', width: 20, height: 40 },
  6: { corner: 'top-right', width: 20, height: 40 },
  7: { corner: 'bottom-right', width: 20, height: 40 },
  8: { corner: 'bottom-left', width: 20, height: 40 },
};

function shownAs(image: RgbaImage): { corner: string; width: number; height: number } {
  const dark = (x: number, y: number) => image.data[(y * image.width + x) * 4]! < 80;
  const corners = { 'top-left': [3, 3], 'top-right': [image.width - 4, 3], 'bottom-right': [image.width - 4, image.height - 4], 'bottom-left': [3, image.height - 4] } as const;
  const darkCorners = Object.entries(corners).filter(([, [x, y]]) => dark(x, y)).map(([name]) => name);
  return { corner: darkCorners.join(' and '), width: image.width, height: image.height };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, checksum]);
}

/** The PNG with an eXIf chunk placed right after its header chunk (signature 8 + IHDR 25 bytes). */
function pngWithExifOrientation(png: Buffer, orientation: number): Buffer {
  return Buffer.concat([png.subarray(0, 33), pngChunk('eXIf', phoneExifTiff(orientation)), png.subarray(33)]);
}

/** The extended WebP (VP8X, as @napi-rs/canvas writes it) with its EXIF flag set and an EXIF chunk appended. */
function webpWithExifOrientation(webp: Buffer, orientation: number): Buffer {
  const chunks = Buffer.from(webp.subarray(12));
  expect(chunks.toString('latin1', 0, 4)).toBe('VP8X');
  chunks[8] = chunks[8]! | 0x08;
  const exif = phoneExifTiff(orientation);
  const exifChunk = Buffer.alloc(8 + exif.length + (exif.length % 2));
  exifChunk.write('EXIF', 0, 'latin1');
  exifChunk.writeUInt32LE(exif.length, 4);
  exif.copy(exifChunk, 8);
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), chunks, exifChunk]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

describe('decoding an uploaded image file', () => {
  it('gives RGBA pixels, transparent parts as white paper', async () => {
    const canvas = createCanvas(40, 20);
    const context = canvas.getContext('2d');
    context.fillStyle = '#000000';
    context.fillRect(0, 0, 20, 20);
    const image = await decodeImageFile(new Uint8Array(await canvas.encode('png')));
    expect([image.width, image.height, image.data.length]).toEqual([40, 20, 40 * 20 * 4]);
    expect([...image.data.subarray(0, 4)]).toEqual([0, 0, 0, 255]);
    expect([...image.data.subarray(39 * 4, 40 * 4)]).toEqual([255, 255, 255, 255]);
  });

  it('scales a photo down to the longer side asked for, and leaves a smaller one as it is', async () => {
    const canvas = createCanvas(400, 300);
    const context = canvas.getContext('2d');
    context.fillStyle = '#000000';
    context.fillRect(0, 0, 200, 300);
    const bytes = new Uint8Array(await canvas.encode('png'));
    const { image, reduced } = await decodeImageFileWithin(bytes, 100);
    expect([image.width, image.height, image.data.length, reduced]).toEqual([100, 75, 100 * 75 * 4, true]);
    // The left half stays black and the right half white after scaling.
    expect([...image.data.subarray(0, 4)]).toEqual([0, 0, 0, 255]);
    expect([...image.data.subarray(99 * 4, 100 * 4)]).toEqual([255, 255, 255, 255]);
    const asIs = await decodeImageFileWithin(bytes, 400);
    expect([asIs.image.width, asIs.image.height, asIs.reduced]).toEqual([400, 300, false]);
  });

  it('shows a photo upright as its EXIF Orientation tag asks, in JPEG, WebP and PNG alike', async () => {
    const canvas = markedCanvas();
    const jpeg = await canvas.encode('jpeg', 95);
    const webp = Buffer.from(await canvas.encode('webp', 95));
    const png = await canvas.encode('png');
    for (const orientation of [1, 2, 3, 4, 5, 6, 7, 8]) {
      expect({ orientation, ...shownAs(await decodeImageFile(jpegWithExifOrientation(jpeg, orientation))) }).toEqual({ orientation, ...SHOWN_AS[orientation] });
      expect({ orientation, ...shownAs(await decodeImageFile(webpWithExifOrientation(webp, orientation))) }).toEqual({ orientation, ...SHOWN_AS[orientation] });
      expect({ orientation, ...shownAs(await decodeImageFile(pngWithExifOrientation(png, orientation))) }).toEqual({ orientation, ...SHOWN_AS[orientation] });
    }
  });

  it('scales a turned photo down by its upright longer side', async () => {
    const png = await markedCanvas().encode('png');
    const { image, reduced } = await decodeImageFileWithin(pngWithExifOrientation(png, 6), 20);
    expect([image.width, image.height, reduced]).toEqual([10, 20, true]);
    expect(shownAs(image).corner).toBe('top-right');
  });

  it('rejects bytes that are no image', async () => {
    await expect(decodeImageFile(new Uint8Array(Buffer.from('%PDF-1.7 not an image')))).rejects.toThrow();
  });
});
