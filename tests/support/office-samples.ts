import { ZipArchive } from 'archiver';

/** A ZIP made by a real ZIP writer (archiver), entries in the given order. */
export async function zipOf(entries: { name: string; content: string | Buffer }[]): Promise<Buffer> {
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const chunks: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    zip.on('end', () => resolve());
    zip.on('error', reject);
  });
  for (const entry of entries) zip.append(entry.content, { name: entry.name });
  await zip.finalize();
  await done;
  return Buffer.concat(chunks);
}

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/**
 * A minimal but real Word document (.docx): the content types name the main document part, the
 * package relationship points at it. `contentTypesLast` puts [Content_Types].xml at the end, as
 * LibreOffice does, after `padding` bytes of other parts (to push it past the first 64 KB).
 */
export async function realDocx(options: { contentTypesLast?: boolean; padding?: number } = {}): Promise<Buffer> {
  const contentTypes = {
    name: '[Content_Types].xml',
    content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/></Types>`,
  };
  const parts = [
    {
      name: '_rels/.rels',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    },
    {
      name: 'word/document.xml',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Lohnausweis 2025</w:t></w:r></w:p></w:body></w:document>`,
    },
    ...(options.padding ? [{ name: 'word/media/image1.png', content: randomLike(options.padding) }] : []),
  ];
  return zipOf(options.contentTypesLast ? [...parts, contentTypes] : [contentTypes, ...parts]);
}

/** A ZIP with a `word/` folder and nothing that makes it a Word document (no content types). */
export function fakeDocx(): Promise<Buffer> {
  return zipOf([
    { name: 'word/readme.txt', content: 'not a document' },
    { name: 'payload/run.exe', content: Buffer.from('MZ\x90\x00 pretend') },
  ]);
}

/** A real Excel workbook's package shape: OOXML, but a spreadsheet. */
export function xlsxLike(): Promise<Buffer> {
  return zipOf([
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    },
    { name: 'xl/workbook.xml', content: '<workbook/>' },
    { name: 'word/document.xml', content: '<w:document/>' },
  ]);
}

/** Bytes that do not compress (so a ZIP entry really takes that much room). */
function randomLike(length: number): Buffer {
  const out = Buffer.alloc(length);
  let x = 0x2545f491;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
const NO_STREAM = 0xffffffff;

/**
 * A minimal OLE compound file (version 3, 512-byte sectors) whose root storage holds the given
 * streams of 4096 bytes each: `['WordDocument', '1Table']` is shaped like a Word 97–2003 .doc,
 * `['Workbook']` like an .xls. Layout: header, one FAT sector, one directory sector (room for
 * four entries: the root and up to three streams), then the streams' sectors. The directory
 * sits after the FAT here; `directoryAtEnd` moves it behind the stream data, as Word often does.
 */
export function compoundFile(streamNames: string[], options: { directoryAtEnd?: boolean } = {}): Buffer {
  if (streamNames.length > 3) throw new Error('at most three streams');
  const sectorSize = 512;
  const streamSectors = 8; // 4096 bytes: at the mini-stream cutoff, so in regular sectors
  const dataSectors = streamNames.length * streamSectors;
  const directorySector = options.directoryAtEnd ? 1 + dataSectors : 1;
  const firstData = options.directoryAtEnd ? 1 : 2;
  const sectorCount = 2 + dataSectors;

  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18); // minor version
  header.writeUInt16LE(3, 0x1a); // major version 3
  header.writeUInt16LE(0xfffe, 0x1c); // byte order
  header.writeUInt16LE(9, 0x1e); // sector shift: 512
  header.writeUInt16LE(6, 0x20); // mini sector shift: 64
  header.writeUInt32LE(1, 0x2c); // number of FAT sectors
  header.writeUInt32LE(directorySector, 0x30);
  header.writeUInt32LE(4096, 0x38); // mini stream cutoff
  header.writeUInt32LE(END_OF_CHAIN, 0x3c); // no mini FAT
  header.writeUInt32LE(END_OF_CHAIN, 0x44); // no DIFAT sectors
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREE, 0x4c + i * 4);

  const fat = Buffer.alloc(sectorSize, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END_OF_CHAIN, directorySector * 4);
  streamNames.forEach((_, s) => {
    const start = firstData + s * streamSectors;
    for (let k = 0; k < streamSectors; k++) fat.writeUInt32LE(k === streamSectors - 1 ? END_OF_CHAIN : start + k + 1, (start + k) * 4);
  });

  const directory = Buffer.alloc(sectorSize);
  const entry = (index: number, name: string, type: number, fields: { left?: number; right?: number; child?: number; start?: number; size?: number }) => {
    const at = index * 128;
    directory.write(name, at, 'utf16le');
    directory.writeUInt16LE(name ? (name.length + 1) * 2 : 0, at + 0x40);
    directory[at + 0x42] = type;
    directory[at + 0x43] = 1; // black
    directory.writeUInt32LE(fields.left ?? NO_STREAM, at + 0x44);
    directory.writeUInt32LE(fields.right ?? NO_STREAM, at + 0x48);
    directory.writeUInt32LE(fields.child ?? NO_STREAM, at + 0x4c);
    directory.writeUInt32LE(fields.start ?? (type === 0 ? 0 : END_OF_CHAIN), at + 0x74);
    directory.writeUInt32LE(fields.size ?? 0, at + 0x78);
  };
  // The root's children: entry 1, with the others chained as right siblings.
  entry(0, 'Root Entry', 5, { child: streamNames.length ? 1 : NO_STREAM });
  streamNames.forEach((name, s) => {
    entry(s + 1, name, 2, { right: s + 2 <= streamNames.length ? s + 2 : NO_STREAM, start: firstData + s * streamSectors, size: streamSectors * sectorSize });
  });
  for (let i = streamNames.length + 1; i < 4; i++) entry(i, '', 0, {});

  const sectors: Buffer[] = Array.from({ length: sectorCount }, () => Buffer.alloc(sectorSize));
  sectors[0] = fat;
  sectors[directorySector] = directory;
  streamNames.forEach((name, s) => {
    const start = firstData + s * streamSectors;
    for (let k = 0; k < streamSectors; k++) {
      const data = Buffer.alloc(sectorSize, 0x20);
      // A Word FIB starts with wIdent 0xA5EC; the rest is filler.
      if (name === 'WordDocument' && k === 0) data.writeUInt16LE(0xa5ec, 0);
      sectors[start + k] = data;
    }
  });
  return Buffer.concat([header, ...sectors]);
}
