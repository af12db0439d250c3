import { readFileSync } from 'node:fs';
import { readSalaryCertificate } from './src/server/features/document-recognition/salary-certificate/read-salary-certificate';
const dir = 'src/server/features/document-recognition/salary-certificate/fixtures/';
for (const [f, m] of [['certificate-barcode.pdf','application/pdf'],['certificate-text.pdf','application/pdf'],['not-a-certificate.pdf','application/pdf'],['certificate-photo.jpg','image/jpeg']] as const) {
  const t = Date.now();
  const r = await readSalaryCertificate(readFileSync(dir + f), m);
  console.log(f, Date.now() - t, 'ms', JSON.stringify(r));
}
