// Lint: TypeScript rules, React hooks, and the project's import directions (CONVENTIONS §1),
// enforced by the local rule below so the message can say why.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(root, 'src');

function resolveImport(fromFile, spec) {
  if (spec.startsWith('@shared/')) return path.join(src, 'shared', spec.slice(8));
  if (spec.startsWith('@client/')) return path.join(src, 'client', spec.slice(8));
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  return null; // a package
}

function area(file) {
  const rel = path.relative(src, file).split(path.sep);
  if (rel[0] === '..') return null;
  const side = rel[0]; // shared | server | client
  const feature = rel[1] === 'features' ? rel[2] : null;
  return { side, feature, rel };
}

const importDirections = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const from = area(file);
    if (!from) return {};
    const isDataModule = from.side === 'server' && (path.basename(file) === 'data.ts' || from.rel[1] === 'db');
    function check(node, spec, typeOnly) {
      if (from.side === 'server' && !isDataModule && !typeOnly && (spec === 'drizzle-orm' || spec.startsWith('drizzle-orm/'))) {
        context.report({ node, message: 'Only data.ts files and db/ talk to the database (CONVENTIONS §2): move this query into a data.ts.' });
      }
      const target = resolveImport(file, spec);
      if (!target) {
        if (from.side === 'shared' && /^(react|react-dom|fastify|@fastify\/|drizzle-orm|pg|nodemailer|node:)/.test(spec)) {
          context.report({ node, message: 'src/shared is pure TypeScript used by client and server: no framework or I/O imports.' });
        }
        return;
      }
      const to = area(target);
      if (!to) return;
      // Locale files are data, not client code: the server's e-mails and the shared category
      // names read them too, so one parity test covers every text in all five languages.
      if (to.side === 'client' && to.rel[1] === 'locales' && spec.endsWith('.json')) return;
      if (from.side === 'shared' && to.side !== 'shared') {
        context.report({ node, message: 'src/shared must not import from client or server: dependencies point one way (client/server -> shared).' });
      } else if (from.side === 'client' && to.side === 'server') {
        context.report({ node, message: 'The client must not import server code: share it through src/shared.' });
      } else if (from.side === 'server' && to.side === 'client') {
        context.report({ node, message: 'The server must not import client code: share it through src/shared.' });
      } else if (from.feature && to.feature && from.side === to.side && from.feature !== to.feature) {
        context.report({ node, message: `Feature '${from.feature}' must not reach into feature '${to.feature}': move the shared part to platform/ (server), lib/ or components/ (client), or src/shared.` });
      } else if (from.side === 'server' && !isDataModule && !typeOnly && to.rel[1] === 'db' && to.rel[2]?.startsWith('schema')) {
        context.report({ node, message: 'Only data.ts files and db/ use the schema (CONVENTIONS §2).' });
      }
    }
    return {
      ImportDeclaration(node) {
        check(node, node.source.value, node.importKind === 'type');
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value, node.exportKind === 'type');
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal' && typeof node.source.value === 'string') check(node, node.source.value, false);
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'src/client/public/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, helvetax: { rules: { 'import-directions': importDirections } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'helvetax/import-directions': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: "ExportAllDeclaration", message: 'No barrel re-exports: import from the file that holds the thing.' },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'eslint.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', document: 'readonly', window: 'readonly' } },
  },
);
