import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTextCheck, detectKind, kindMatchesName, SNIFF_BYTES } from './file-type';

const detect = (bytes: Buffer) => {
  const check = createTextCheck();
  check.push(bytes);
  return detectKind({
    head: bytes.subarray(0, SNIFF_BYTES),
    size: bytes.length,
    isPlainText: check.isPlainText(),
    isUtf8Text: check.isUtf8Text(),
    readAt: async (offset, length) => bytes.subarray(offset, offset + length),
    openStream: () => Readable.from([bytes]),
  });
};

const ECH0196 = 'http://www.ech.ch/xmlns/eCH-0196/2';

describe('XML uploads: only a bank e-tax statement (eCH-0196)', () => {
  it('takes a statement, with or without declaration, byte order mark or leading comment', async () => {
    const sample = await readFile(new URL('../../features/document-recognition/ech0196/fixtures/opensteuerauszug-sample_output.xml', import.meta.url));
    expect(await detect(sample)).toBe('xml');
    expect(await detect(Buffer.from(`\uFEFF<taxStatement xmlns="${ECH0196}" id="x"/>`))).toBe('xml');
    expect(await detect(Buffer.from(`<?xml version="1.0"?>\n<!-- bank export -->\n<ech:taxStatement id="x" xmlns:ech="${ECH0196}"/>`))).toBe('xml');
    expect(kindMatchesName('xml', 'E-Steuerauszug.XML')).toBe(true);
    expect(kindMatchesName('xml', 'E-Steuerauszug.txt')).toBe(false);
  });

  it('refuses any other XML, a document type declaration, and markup pretending to be a statement', async () => {
    expect(await detect(Buffer.from('<?xml version="1.0"?><invoice xmlns="urn:example"/>'))).toBeNull();
    expect(await detect(Buffer.from(`<?xml version="1.0"?><!DOCTYPE taxStatement [<!ENTITY x "y">]><taxStatement xmlns="${ECH0196}"/>`))).toBeNull();
    expect(await detect(Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><taxStatement xmlns="${ECH0196}"/></svg>`))).toBeNull();
    expect(await detect(Buffer.from(`<?xml version="1.0"?><taxStatement xmlns="urn:not-ech0196"/>`))).toBeNull();
    // Not UTF-8 text at all.
    expect(await detect(Buffer.concat([Buffer.from(`<taxStatement xmlns="${ECH0196}">`), Buffer.from([0, 0xff, 0xfe])]))).toBeNull();
  });
});
