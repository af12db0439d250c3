import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';

let prepared = false;

/** As for reading (../barcodes/zxing-reader.ts): the wasm comes from node_modules, never from a CDN. */
function prepareOfflineWriter(): void {
  if (prepared) return;
  const require = createRequire(import.meta.url);
  const wasmBinary = new Uint8Array(readFileSync(require.resolve('zxing-wasm/writer/zxing_writer.wasm'))).buffer;
  prepareZXingModule({ overrides: { wasmBinary } });
  prepared = true;
}

/** A PDF417 symbol holding `bytes` (byte mode) as a PNG, `scale` pixels per module, with its quiet zone. */
export async function writePdf417Png(bytes: Uint8Array, options: { columns: number; scale: number }): Promise<Uint8Array> {
  prepareOfflineWriter();
  const result = await writeBarcode(bytes, { format: 'PDF417', scale: options.scale, options: `columns=${options.columns}` });
  if (result.error || !result.image) throw new Error(`PDF417 could not be written: ${result.error}`);
  return new Uint8Array(await result.image.arrayBuffer());
}
