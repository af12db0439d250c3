import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { decodeImageFile } from './decode-image-file';

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

  it('rejects bytes that are no image', async () => {
    await expect(decodeImageFile(new Uint8Array(Buffer.from('%PDF-1.7 not an image')))).rejects.toThrow();
  });
});
