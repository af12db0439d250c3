import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateStatement, withUtf8Declaration } from './validate-statement';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('validateStatement (eCH-0196 v2.2 XSD)', () => {
  it.each(['opensteuerauszug-sample_output.xml', 'multi_depot_statement.xml', 'fake_statement.xml'])('accepts the v2.2 sample %s', async (name) => {
    expect(await validateStatement(fixture(name))).toEqual({ valid: true });
  });

  it('reports the unclosed element of the malformed sample as not well-formed, with its line', async () => {
    const result = await validateStatement(fixture('malformed_ech0196_statement.xml'));
    expect(result.valid).toBe(false);
    if (result.valid) return;
    expect(result.wellFormed).toBe(false);
    expect(result.errors[0]).toEqual({ message: 'Opening and ending tag mismatch: security line 7 and depot', line: 10, element: 'security' });
  });

  // These two samples use another, older layout (majorVersion/messageType attributes,
  // accountIdentification elements) that eCH-0196 v2.2 does not know.
  it.each(['sample_ech0196_statement1.xml', 'sample_ech0196_statement2.xml'])('refuses the older-layout sample %s, naming the element and attribute', async (name) => {
    const result = await validateStatement(fixture(name));
    expect(result.valid).toBe(false);
    if (result.valid) return;
    expect(result.wellFormed).toBe(true);
    expect(result.errors).toContainEqual({
      message: "Element 'taxStatement', attribute 'majorVersion': The attribute 'majorVersion' is not allowed.",
      line: 2,
      element: 'taxStatement',
    });
    expect(result.errors).toContainEqual({ message: "Element 'taxStatement': The attribute 'id' is required but missing.", line: 2, element: 'taxStatement' });
  });

  it('names a nested element whose attribute breaks a facet', async () => {
    const xml = fixture('opensteuerauszug-sample_output.xml').replace('bankAccountCurrency="USD"', 'bankAccountCurrency="USDOLLAR"');
    const result = await validateStatement(xml);
    expect(result.valid).toBe(false);
    if (result.valid) return;
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({ line: 9, element: 'bankAccount' });
    expect(result.errors[0]?.message).toContain("attribute 'bankAccountCurrency'");
  });

  it('validates a string whose declaration names ISO-8859-1 (already decoded, handed on as UTF-8)', async () => {
    const xml = fixture('opensteuerauszug-sample_output.xml')
      .replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')
      .replace('name="Interactive Brokers"', 'name="Zürcher Kantonalbank"');
    expect(await validateStatement(xml)).toEqual({ valid: true });
  });

  it('refuses a document with a DTD without parsing it', async () => {
    const xml = '<?xml version="1.0"?><!DOCTYPE taxStatement [<!ENTITY x SYSTEM "file:///etc/passwd">]><taxStatement>&x;</taxStatement>';
    const result = await validateStatement(xml);
    expect(result).toMatchObject({ valid: false, errors: [{ message: expect.stringContaining('document type declaration') }] });
  });
});

describe('withUtf8Declaration', () => {
  it('rewrites only the encoding of the XML declaration', () => {
    expect(withUtf8Declaration("<?xml version='1.0' encoding='windows-1252'?><a encoding=\"x\"/>")).toBe("<?xml version='1.0' encoding='UTF-8'?><a encoding=\"x\"/>");
    expect(withUtf8Declaration('<a encoding="latin1"/>')).toBe('<a encoding="latin1"/>');
  });
});
