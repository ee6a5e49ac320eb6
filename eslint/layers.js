// Project rules ESLint has no built-in for (tests/lint/layers.test.ts proves each fires).
import { dirname, relative, resolve, sep } from 'node:path';

const FEATURES = resolve(import.meta.dirname, '../src/renderer/features');

/** 'features/<area>/rest' → ['<area>', 'rest'] for a path inside src/renderer/features, else null. */
function featurePart(absPath) {
  const rel = relative(FEATURES, absPath);
  if (rel.startsWith('..') || rel === '') return null;
  const [area, ...rest] = rel.split(sep);
  return [area, rest.join('/')];
}

/** Test code: a test, the renderer's test kit (src/renderer/test) or an area's own testing.ts. */
const TEST_KIT = resolve(import.meta.dirname, '../src/renderer/test');
const isTestCode = (file) =>
  /\.test\.tsx?$/.test(file) ||
  !relative(TEST_KIT, file).startsWith('..') ||
  /[\\/]testing\.tsx?$/.test(file);

/**
 * Another feature is reached only through its index.ts (the folder itself or `<folder>/index`);
 * test code may also use its testing.ts (the area's fixtures and default fakes).
 */
const featureIndex = {
  meta: {
    type: 'problem',
    docs: { description: 'A renderer feature imports another feature only through its index.ts.' },
    messages: {
      deep: '功能模块只能通过其 index.ts 导入：请改为从 "{{index}}" 导入（{{target}} 是 {{area}} 的内部文件）。',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = featurePart(file);
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(file), source);
      const to = featurePart(target);
      if (!to) return;
      const [area, rest] = to;
      if (from && from[0] === area) return;
      const inner = rest.replace(/\.(tsx?|jsx?)$/, '');
      if (inner === '' || inner === 'index') return;
      if (inner === 'testing' && isTestCode(file)) return;
      const index = relative(dirname(file), resolve(FEATURES, area)).split(sep).join('/');
      context.report({
        node,
        messageId: 'deep',
        data: { index: index.startsWith('.') ? index : `./${index}`, target: source, area },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export const layers = { rules: { 'feature-index': featureIndex } };
