import { readFileSync } from 'node:fs';
import { createCanvas, ImageData } from '@napi-rs/canvas';
import { openPdfPages } from './src/server/features/document-recognition/barcodes/render-pdf-pages';
import { rotateImage } from './src/server/features/document-recognition/barcodes/read-barcodes';
import { readSalaryCertificate } from './src/server/features/document-recognition/salary-certificate/read-salary-certificate';
const dir = 'src/server/features/document-recognition/salary-certificate/fixtures/';
for await (const p of openPdfPages(new Uint8Array(readFileSync(dir + 'certificate-barcode.pdf')))) {
  const r = rotateImage(await p.render(200), -4); const c = createCanvas(r.width, r.height); c.getContext('2d').putImageData(new ImageData(r.data, r.width, r.height), 0, 0);
  const t = Date.now();
  const res = await readSalaryCertificate(await c.encode('jpeg', 80), 'image/jpeg');
  console.log('tilted barcode photo', Date.now() - t, res.kind, res.kind === 'salary-certificate' && res.certificate.source);
}
const t = Date.now();
const res = await readSalaryCertificate(readFileSync(dir + 'certificate-scan.pdf'), 'application/pdf');
console.log('scan', Date.now() - t, JSON.stringify(res));
