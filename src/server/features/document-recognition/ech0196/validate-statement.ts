/**
 * XSD validation of an e-tax statement against eCH-0196 v2.2, offline: xmllint (libxml2 compiled
 * to WebAssembly) gets the shipped schema and its four imports (eCH-0007, -0008, -0010, -0097)
 * in its in-memory file system under their own file names, so the main schema's
 * `<xs:import schemaLocation="eCH-0007-6-0.xsd">` resolves there; it has no network, and the
 * statement's own xsi:schemaLocation (an http URL) is never fetched.
 *
 * Each call runs xmllint in a fresh worker thread (the library's design): a few hundred
 * milliseconds, off the event loop, and its memory is returned when the worker ends.
 */
import { readFileSync } from 'node:fs';
import { memoryPages, validateXML } from 'xmllint-wasm';

/** One problem found in a statement, in words a support person can act on. */
export type StatementProblem = {
  /** English, naming the element (and attribute) concerned. */
  message: string;
  /** 1-based line in the document, where known. */
  line?: number;
  /** Local name of the element concerned, e.g. 'bankAccount'. */
  element?: string;
};

export type StatementValidation =
  | { valid: true }
  | {
      valid: false;
      /** False when the document is not even well-formed XML (xmllint's parser errors). */
      wellFormed: boolean;
      errors: StatementProblem[];
    };

const MAIN_SCHEMA = 'eCH-0196-2-2.xsd';
const IMPORTED_SCHEMAS = ['eCH-0007-6-0.xsd', 'eCH-0008-3-0.xsd', 'eCH-0010-7-0.xsd', 'eCH-0097-4-0.xsd'];
/** The name the statement has inside xmllint's file system; its messages start with it. */
const DOCUMENT_NAME = 'statement.xml';
/** A broken file can produce thousands of messages; the first ones say what is wrong. */
const MAX_PROBLEMS = 50;
/**
 * xmllint's default ceiling is 32 MiB; a statement may embed its PDF letter as base64
 * (accompanyingLetter), and libxml2 holds the whole tree, so allow more.
 */
const MAX_MEMORY_PAGES = 256 * memoryPages.MiB;

type SchemaFile = { fileName: string; contents: string };
let schemaFiles: { main: SchemaFile; imports: SchemaFile[] } | undefined;

function loadSchemaFiles(): { main: SchemaFile; imports: SchemaFile[] } {
  const read = (fileName: string): SchemaFile => ({ fileName, contents: readFileSync(new URL(`./xsd/${fileName}`, import.meta.url), 'utf8') });
  schemaFiles ??= { main: read(MAIN_SCHEMA), imports: IMPORTED_SCHEMAS.map(read) };
  return schemaFiles;
}

/**
 * True when the text carries a document type declaration. eCH-0196 defines none, and a DTD is
 * the only way entity attacks (XXE, "billion laughs") get in, so such a document is refused
 * before any parser sees it.
 */
export function hasDocumentTypeDeclaration(xml: string): boolean {
  return /<!DOCTYPE/i.test(xml) || /<!ENTITY/i.test(xml);
}

/**
 * A JavaScript string is already decoded; xmllint receives it as UTF-8 bytes, so an XML
 * declaration that names another encoding (ISO-8859-1 …) would make it decode them wrongly.
 */
export function withUtf8Declaration(xml: string): string {
  return xml.replace(/^(\uFEFF?<\?xml\b[^>]*?\bencoding\s*=\s*)(["'])[^"']*\2/, '$1$2UTF-8$2');
}

/** Validates a decoded statement against the eCH-0196 v2.2 schema. */
export async function validateStatement(xml: string): Promise<StatementValidation> {
  if (hasDocumentTypeDeclaration(xml)) {
    return {
      valid: false,
      wellFormed: true,
      errors: [{ message: 'The document has a document type declaration (<!DOCTYPE> or <!ENTITY>); eCH-0196 defines none, so it is refused unread.' }],
    };
  }
  const { main, imports } = loadSchemaFiles();
  const result = await validateXML({
    xml: [{ fileName: DOCUMENT_NAME, contents: withUtf8Declaration(xml) }],
    schema: [main],
    preload: imports,
    maxMemoryPages: MAX_MEMORY_PAGES,
  });
  if (result.valid) return { valid: true };
  const problems = problemsFromXmllintOutput(result.rawOutput);
  const wellFormed = !problems.some((p) => p.syntax);
  const errors = problems.map(({ message, line, element }) => ({ message, ...(line === undefined ? {} : { line }), ...(element === undefined ? {} : { element }) }));
  if (errors.length === 0) errors.push({ message: 'The document does not match the eCH-0196 v2.2 schema.' });
  if (errors.length > MAX_PROBLEMS) {
    const more = errors.length - MAX_PROBLEMS;
    errors.splice(MAX_PROBLEMS, more, { message: `… and ${more} more problems.` });
  }
  return { valid: false, wellFormed, errors };
}

const MESSAGE_LINE = new RegExp(`^${DOCUMENT_NAME.replace('.', '\\.')}:(\\d+): (.*)$`);

/**
 * xmllint prints one 'statement.xml:LINE: kind : text' line per problem; parser errors add two
 * lines quoting the source and a caret, which are dropped here. Element names appear as
 * '{namespace}localName'; the namespace is always eCH-0196's (or an import's) and only makes
 * the message harder to read, so it is removed.
 */
function problemsFromXmllintOutput(output: string): (StatementProblem & { syntax: boolean })[] {
  const problems: (StatementProblem & { syntax: boolean })[] = [];
  for (const raw of output.split('\n')) {
    const match = MESSAGE_LINE.exec(raw);
    if (!match) continue;
    const line = Number(match[1]);
    const text = (match[2] ?? '').trim();
    const syntax = /^(parser|namespace) error\b/.test(text);
    const message = text.replace(/^(Schemas validity|Schemas parser|parser|namespace|validity) error\s*:\s*/, '').replace(/'\{[^}]*\}([^']+)'/g, "'$1'");
    problems.push({ message, line, element: elementNamed(message), syntax });
  }
  return problems;
}

function elementNamed(message: string): string | undefined {
  return (
    /^Element '([^']+)'/.exec(message)?.[1] ??
    /Opening and ending tag mismatch: (\S+)/.exec(message)?.[1] ??
    /(?:Premature end of data in tag|Couldn't find end of Start Tag) (\S+)/.exec(message)?.[1]
  );
}
