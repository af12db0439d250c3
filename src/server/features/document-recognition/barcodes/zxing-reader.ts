import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, purgeZXingModule, readBarcodes, type ReaderOptions, type ReadResult } from 'zxing-wasm/reader';

/** Pixels as canvases and zxing-wasm take them: 4 bytes (R, G, B, A) per pixel, row by row. */
export type RgbaImage = { data: Uint8ClampedArray; width: number; height: number };

let prepared = false;

/**
 * zxing-wasm fetches its binary from a CDN unless told otherwise; the server must stay offline,
 * so the binary is read from the installed package once, before the first read.
 */
function prepareOfflineReader(): void {
  if (prepared) return;
  const require = createRequire(import.meta.url);
  const wasmPath = require.resolve('zxing-wasm/reader/zxing_reader.wasm');
  // A copy, so the ArrayBuffer holds exactly the file (a Buffer may sit inside a shared pool).
  const wasmBinary = new Uint8Array(readFileSync(wasmPath)).buffer;
  prepareZXingModule({ overrides: { wasmBinary } });
  prepared = true;
}

/** Every barcode zxing finds in the image, with the wasm binary loaded from node_modules. */
export async function readBarcodesOffline(image: RgbaImage, options: ReaderOptions): Promise<ReadResult[]> {
  prepareOfflineReader();
  return readBarcodes({ data: image.data, width: image.width, height: image.height, colorSpace: 'srgb' } as ImageData, options);
}

/**
 * Lets the decoder's WebAssembly instance go: its memory grows to hold the largest image read
 * and never shrinks while the instance lives. Once nothing holds it, a collection returns it;
 * the next read prepares a new instance.
 */
export function releaseBarcodeReader(): void {
  if (!prepared) return;
  purgeZXingModule();
  prepared = false;
}
