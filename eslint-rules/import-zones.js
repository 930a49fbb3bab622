// The web's layers as a table of zones (docs/architecture.md, The house): what a file in each
// zone of web/src may import besides its own zone. A file reaches another zone by name (`@/…`)
// and its own zone by a relative path, so an import says at a glance where it lands.
import path from 'node:path';

const WEB = path.resolve(import.meta.dirname, '../web');
const SRC = path.join(WEB, 'src');

/**
 * Zone → the zones its files may import. Features are zones one by one (`features/<name>`), and
 * so are the console's sections (`sections/<name>`, web/src/admin/sections/<name>): the console's
 * frame and what its sections share are the zone `admin`.
 */
export const ZONES = {
  app: ['features', 'widgets', 'components', 'lib', 'locales'],
  features: ['widgets', 'components', 'lib', 'locales'],
  widgets: ['components', 'lib', 'locales'],
  components: ['lib', 'locales'],
  lib: ['locales'],
  admin: ['sections', 'components', 'lib', 'locales'],
  sections: ['admin', 'components', 'lib', 'locales'],
  locales: [],
};

/**
 * The zone of a file or import target under web/src (`features/home`, `sections/surveys`), or
 * undefined outside.
 */
function zoneOf(file) {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [top, next, third, fourth] = relative.split(path.sep);
  if (next === undefined) return '.';
  if (top === 'admin' && next === 'sections' && fourth !== undefined) return `sections/${third}`;
  return top === 'features' ? `features/${next}` : top;
}

/** Vitest's calls that name a module. */
const MODULE_CALLS = new Set([
  'mock',
  'doMock',
  'unmock',
  'doUnmock',
  'importActual',
  'importMock',
]);

const kindOf = (zone) => zone.split('/')[0];

function allowed(from, to) {
  if (from === to || from === undefined || from === '.') return true;
  const kinds = ZONES[kindOf(from)];
  return kinds === undefined || kinds.includes(kindOf(to));
}

function check(context, source) {
  if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
  const specifier = source.value;
  const byName = specifier.startsWith('@/');
  if (!byName && !specifier.startsWith('.')) return;
  const file = context.filename;
  const target = byName
    ? path.join(SRC, specifier.slice(2))
    : path.resolve(path.dirname(file), specifier);
  const to = zoneOf(target);
  if (to === undefined) return;
  const from = zoneOf(file);
  if (!allowed(from, to)) {
    context.report({ node: source, messageId: 'forbidden', data: { from, to } });
    return;
  }
  const quote = source.raw[0];
  if (!byName && from !== to) {
    const named = `@/${path.relative(SRC, target).split(path.sep).join('/')}`;
    context.report({
      node: source,
      messageId: 'byName',
      data: { named },
      fix: (fixer) => fixer.replaceText(source, `${quote}${named}${quote}`),
    });
  } else if (byName && from === to) {
    let relative = path.relative(path.dirname(file), target).split(path.sep).join('/');
    if (!relative.startsWith('.')) relative = `./${relative}`;
    context.report({
      node: source,
      messageId: 'relative',
      data: { relative },
      fix: (fixer) => fixer.replaceText(source, `${quote}${relative}${quote}`),
    });
  }
}

export default {
  rules: {
    'import-zones': {
      meta: {
        type: 'problem',
        fixable: 'code',
        messages: {
          forbidden:
            '{{from}} may not import {{to}}: app composes the features, a feature never imports another (nor a console section another), components/ and lib/ serve them all (docs/architecture.md).',
          byName: 'Import another zone by name: {{named}}.',
          relative: 'Import a file of the same zone by its relative path: {{relative}}.',
        },
      },
      create: (context) => ({
        ImportDeclaration: (node) => check(context, node.source),
        ExportNamedDeclaration: (node) => check(context, node.source),
        ExportAllDeclaration: (node) => check(context, node.source),
        ImportExpression: (node) => check(context, node.source),
        // A module a test replaces is named as its importers name it.
        CallExpression: (node) => {
          const { callee } = node;
          if (
            callee.type === 'MemberExpression' &&
            callee.object.type === 'Identifier' &&
            callee.object.name === 'vi' &&
            MODULE_CALLS.has(callee.property.name)
          ) {
            check(context, node.arguments[0]);
          }
        },
      }),
    },
  },
};
