// `npm run docs:rules`: writes docs/rules.md, the index from the requirements to the files of
// domain/src/rules, where every rule lives once (docs/architecture.md, The house). Built from the
// files' own comments, so the index follows the code; scripts/rules-index.test.ts fails when the
// committed file is behind.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RULES_DIR = 'domain/src/rules';
export const INDEX_FILE = 'docs/rules.md';
/** Past this a summary is cut at a word: one line of the table, not the whole comment. */
const SUMMARY_MAX = 160;

/** Every comment of a file, in order, found by TypeScript's parser (never inside a string). */
function commentsOf(source) {
  const seen = new Map();
  const collect = (ranges = []) => {
    for (const range of ranges) seen.set(range.pos, range);
  };
  const visit = (node) => {
    collect(ts.getLeadingCommentRanges(source.text, node.pos));
    collect(ts.getTrailingCommentRanges(source.text, node.end));
    ts.forEachChild(node, visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(source.text, source.endOfFileToken.pos));
  return [...seen.values()].sort((a, b) => a.pos - b.pos);
}

/** A block comment's words on one line, without its stars. */
const textOf = (source, range) =>
  source.text
    .slice(range.pos, range.end)
    .replace(/^\/\*\*?|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*?\s?/, '').trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

const isBlock = (range) => range.kind === ts.SyntaxKind.MultiLineCommentTrivia;
const isExported = (statement) =>
  ts.canHaveModifiers(statement) &&
  (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const isFunction = (statement) =>
  ts.isFunctionDeclaration(statement) ||
  (ts.isVariableStatement(statement) &&
    statement.declarationList.declarations.some(
      (declaration) =>
        declaration.initializer !== undefined &&
        (ts.isArrowFunction(declaration.initializer) ||
          ts.isFunctionExpression(declaration.initializer)),
    ));

/** The block comments just before a statement, the one nearest it last. */
const blocksBefore = (source, statement) =>
  (ts.getLeadingCommentRanges(source.text, statement.pos) ?? []).filter(isBlock);

/**
 * What a file says it is: its header, the first block comment before or on its first export
 * (docs/architecture.md, The house); else the doc comment of its first exported function.
 */
function leadingDocOf(source) {
  for (const statement of source.statements) {
    const header = blocksBefore(source, statement)[0];
    if (header) return textOf(source, header);
    if (isExported(statement)) break;
  }
  for (const statement of source.statements.filter(isExported).filter(isFunction)) {
    const doc = blocksBefore(source, statement).at(-1);
    if (doc) return textOf(source, doc);
  }
  return '';
}

/** The first sentence, its citations left to the table's own column. */
export function summaryOf(doc) {
  const words = doc
    .replace(/\s*\([^()]*(§|docs\/)[^()]*\)/g, '')
    .replace(/\s+([,.:;])/g, '$1')
    .trim();
  const end = /(?<!\be\.g|\bi\.e|\bcf|\bvs)[.!?](?=\s+[^\sa-z]|$)/.exec(words);
  const sentence = end ? words.slice(0, end.index + 1) : words;
  if (sentence.length <= SUMMARY_MAX) return sentence;
  const cut = sentence.slice(0, SUMMARY_MAX).replace(/[\s,;:(]+\S*$/, '');
  return `${cut}…`;
}

/** The sections of docs/requirements.md a file's comments cite, as numbers, in order. */
export function sectionsOf(comments) {
  const cited = comments.flatMap((text) => [...text.matchAll(/§\s?(\d+)/g)]);
  return [...new Set(cited.map((match) => Number(match[1])))].sort((a, b) => a - b);
}

/** The other files of docs/ a file's comments cite, by name, in order. */
export function docsOf(comments) {
  const cited = comments.flatMap((text) => [...text.matchAll(/docs\/([a-z-]+\.md)/g)]);
  return [...new Set(cited.map((match) => match[1]))]
    .filter((name) => name !== 'requirements.md')
    .sort();
}

/** Each rule file with its cited sections and summary, sorted by path. */
export function readRules(base = root) {
  const folder = path.join(base, RULES_DIR);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
    .map((name) => {
      const text = readFileSync(path.join(folder, name), 'utf8');
      const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
      const comments = commentsOf(source).map((range) => source.text.slice(range.pos, range.end));
      return {
        file: `${RULES_DIR}/${name}`,
        sections: sectionsOf(comments),
        docs: docsOf(comments),
        summary: summaryOf(leadingDocOf(source)),
      };
    });
}

const escapeCell = (text) => text.replace(/\|/g, '\\|');
const citesOf = ({ sections, docs }) =>
  [sections.map((n) => `§${n}`).join(', '), docs.join(', ')].filter(Boolean).join('; ') || '—';

/** docs/rules.md as it should be: no date, sorted, formatted as the repository's Prettier. */
export async function rulesIndex(base = root) {
  const rules = readRules(base);
  const bySection = new Map();
  for (const rule of rules) {
    for (const section of rule.sections) {
      bySection.set(section, [...(bySection.get(section) ?? []), rule.file]);
    }
  }
  const lines = [
    '# Rules: where each lives',
    '',
    '<!-- Written by `npm run docs:rules` (scripts/rules-index.mjs) from the comments of',
    `${RULES_DIR}; do not edit by hand. -->`,
    '',
    `Every rule of [requirements.md](requirements.md) is a pure function in \`${RULES_DIR}\`, one`,
    'topic a file, with a table-driven test beside it ([architecture.md](architecture.md), The',
    'house). This index lists each file with the sections of requirements.md its comments cite and',
    'the first sentence of its leading comment.',
    '',
    '## By requirement section',
    '',
    '| section | files |',
    '| --- | --- |',
    ...[...bySection.keys()]
      .sort((a, b) => a - b)
      .map(
        (section) =>
          `| §${section} | ${bySection
            .get(section)
            .map((file) => `\`${path.basename(file, '.ts')}\``)
            .join(', ')} |`,
      ),
    '',
    '## By file',
    '',
    '| file | cites | summary |',
    '| --- | --- | --- |',
    ...rules.map(
      (rule) => `| \`${rule.file}\` | ${citesOf(rule)} | ${escapeCell(rule.summary) || '—'} |`,
    ),
    '',
  ];
  const target = path.join(base, INDEX_FILE);
  const options = (await resolveConfig(target)) ?? {};
  return format(lines.join('\n'), { ...options, filepath: target });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(root, INDEX_FILE), await rulesIndex());
  console.log(`${INDEX_FILE} written from ${RULES_DIR}`);
}
