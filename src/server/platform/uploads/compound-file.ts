/**
 * Just enough of Microsoft's Compound File Binary format ([MS-CFB]) to tell a Word 97–2003
 * document from any other OLE file: `file-type` says only 'cfb', and an .msi, .xls or .ppt
 * shares the same signature. A .doc is a compound file whose root storage holds a stream
 * named `WordDocument` ([MS-DOC] 2.1.1).
 *
 * The directory and the FAT may sit anywhere in the file, so this reads by offset (`read`)
 * instead of holding the file: a few sectors, never the whole upload.
 */
export type ReadAt = (offset: number, length: number) => Promise<Buffer>;

const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const END_OF_CHAIN = 0xfffffffe;
const NO_STREAM = 0xffffffff;
const MAX_SECTOR_ID = 0xfffffffa;
const ENTRY_SIZE = 128;
const TYPE_STREAM = 2;
const TYPE_ROOT = 5;
/** A Word document's directory holds a few dozen entries; a directory longer than this is refused. */
const MAX_DIRECTORY_SECTORS = 1024;

type Entry = { name: string; type: number; left: number; right: number; child: number };

/** The names of the streams directly in the root storage, or null when this is no valid compound file. */
export async function rootStreamNames(read: ReadAt, fileSize: number): Promise<string[] | null> {
  const header = await read(0, 512);
  if (header.length < 512 || !header.subarray(0, 8).equals(SIGNATURE)) return null;
  const major = header.readUInt16LE(0x1a);
  const sectorShift = header.readUInt16LE(0x1e);
  if (!((major === 3 && sectorShift === 9) || (major === 4 && sectorShift === 12))) return null;
  const sectorSize = 1 << sectorShift;
  const idsPerSector = sectorSize / 4;
  const sectorCount = Math.ceil(Math.max(0, fileSize - sectorSize) / sectorSize);
  const offsetOf = (sector: number) => (sector + 1) * sectorSize;
  const validSector = (sector: number) => sector <= MAX_SECTOR_ID && sector < sectorCount;

  // Where the n-th FAT sector lies: the header lists the first 109, DIFAT sectors the rest.
  const difatFirst = header.readUInt32LE(0x44);
  const difatCache: number[][] = [];
  async function fatSectorLocation(index: number): Promise<number | null> {
    if (index < 109) return header.readUInt32LE(0x4c + index * 4);
    const perDifat = idsPerSector - 1;
    const wanted = Math.floor((index - 109) / perDifat);
    let sector = difatFirst;
    for (let i = 0; i <= wanted; i++) {
      if (!difatCache[i]) {
        if (!validSector(sector)) return null;
        const data = await read(offsetOf(sector), sectorSize);
        if (data.length < sectorSize) return null;
        difatCache[i] = Array.from({ length: idsPerSector }, (_, k) => data.readUInt32LE(k * 4));
      }
      if (i < wanted) sector = difatCache[i]![perDifat]!;
    }
    return difatCache[wanted]![(index - 109) % perDifat]!;
  }

  const fatCache = new Map<number, Buffer>();
  async function nextSector(sector: number): Promise<number | null> {
    const fatIndex = Math.floor(sector / idsPerSector);
    let fat = fatCache.get(fatIndex);
    if (!fat) {
      const location = await fatSectorLocation(fatIndex);
      if (location === null || !validSector(location)) return null;
      fat = await read(offsetOf(location), sectorSize);
      if (fat.length < sectorSize) return null;
      fatCache.set(fatIndex, fat);
    }
    return fat.readUInt32LE((sector % idsPerSector) * 4);
  }

  const entries: Entry[] = [];
  let sector = header.readUInt32LE(0x30);
  for (let count = 0; sector !== END_OF_CHAIN; count++) {
    if (count >= MAX_DIRECTORY_SECTORS || !validSector(sector)) return null;
    const data = await read(offsetOf(sector), sectorSize);
    if (data.length < sectorSize) return null;
    for (let at = 0; at < sectorSize; at += ENTRY_SIZE) {
      const nameLength = Math.min(data.readUInt16LE(at + 0x40), 64);
      entries.push({
        name: data.toString('utf16le', at, at + Math.max(0, nameLength - 2)),
        type: data[at + 0x42]!,
        left: data.readUInt32LE(at + 0x44),
        right: data.readUInt32LE(at + 0x48),
        child: data.readUInt32LE(at + 0x4c),
      });
    }
    const next = await nextSector(sector);
    if (next === null) return null;
    sector = next;
  }

  const root = entries[0];
  if (!root || root.type !== TYPE_ROOT) return null;
  // The root's children form one tree through the left and right sibling links.
  const names: string[] = [];
  const seen = new Set<number>();
  const pending = [root.child];
  while (pending.length) {
    const id = pending.pop()!;
    if (id === NO_STREAM) continue;
    const entry = entries[id];
    if (!entry || seen.has(id)) return null;
    seen.add(id);
    if (entry.type === TYPE_STREAM) names.push(entry.name);
    pending.push(entry.left, entry.right);
  }
  return names;
}

/** True for a Word 97–2003 document: a valid compound file with a root `WordDocument` stream. */
export async function isWordCompoundFile(read: ReadAt, fileSize: number): Promise<boolean> {
  const names = await rootStreamNames(read, fileSize);
  return names !== null && names.includes('WordDocument');
}
