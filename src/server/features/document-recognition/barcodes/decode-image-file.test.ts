import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { decodeImageFile, decodeImageFileWithin } from './decode-image-file';

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

  it('rejects bytes that are no image', async () => {
    await expect(decodeImageFile(new Uint8Array(Buffer.from('%PDF-1.7 not an image')))).rejects.toThrow();
  });
});
