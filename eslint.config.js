// Layers of DESIGN.md §5, enforced here rather than by review.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layers } from './eslint/layers.js';

const nodeBuiltins = [
  'node:*',
  'fs',
  'path',
  'os',
  'crypto',
  'http',
  'https',
  'net',
  'child_process',
  'worker_threads',
  'stream',
  'url',
  'events',
  'util',
];
/** A bare module name only (gitignore-style patterns would also match our own `./net/...` folders). */
const bare = (names, message) =>
  names.map((name) => ({ regex: `^${name.replace('*', '.*')}(/.*)?$`, message }));

/** Import zones: `target` may not import from `from`. */
const zones = [
  {
    target: './src/renderer',
    from: './src/main',
    message: '渲染层只能通过 window.api 访问主进程。',
  },
  { target: './src/renderer', from: './src/server', message: '渲染层不能导入参考服务器。' },
  { target: './src/renderer', from: './src/preload', message: '渲染层不能导入 preload。' },
  { target: './src/shared', from: './src/main', message: 'shared 不依赖项目中的其他层。' },
  { target: './src/shared', from: './src/server', message: 'shared 不依赖项目中的其他层。' },
  { target: './src/shared', from: './src/renderer', message: 'shared 不依赖项目中的其他层。' },
  { target: './src/shared', from: './src/preload', message: 'shared 不依赖项目中的其他层。' },
  { target: './src/main', from: './src/renderer', message: '主进程不能导入渲染层。' },
  { target: './src/server', from: './src/renderer', message: '参考服务器不能导入渲染层。' },
  { target: './src/server', from: './src/main', message: '参考服务器独立于客户端主进程。' },
  { target: './src/preload', from: './src/main', message: 'preload 只构建 window.api，不含逻辑。' },
  // core runs in plain Node (vitest, browser mode): never the Electron entry, IPC or windows.
  ...['./src/main/ipc', './src/main/windows', './src/main/index.ts', './src/main/browser'].map(
    (from) => ({
      target: './src/main/core',
      from,
      message: 'core 是纯 Node 代码，不能导入 main 的入口、IPC、窗口或浏览器模式。',
    }),
  ),
  // The renderer's arrows point one way: shell → features → components/platform.
  {
    target: './src/renderer/platform',
    from: './src/renderer/shell',
    message: 'platform 被功能模块使用，不能反向导入 shell。',
  },
  {
    target: './src/renderer/platform',
    from: './src/renderer/features',
    message: 'platform 被功能模块使用，不能反向导入功能模块。',
  },
  {
    target: './src/renderer/components',
    from: './src/renderer/shell',
    message: '公共组件不能导入 shell。',
  },
  {
    target: './src/renderer/components',
    from: './src/renderer/features',
    message: '公共组件不能导入功能模块。',
  },
  {
    target: './src/renderer/features',
    from: './src/renderer/shell',
    message: '功能模块不能导入 shell（shell 汇总各功能模块）。',
  },
];

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, layers },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.node.json', 'tsconfig.web.json', 'tsconfig.e2e.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'layers/feature-index': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: bare(
            [...nodeBuiltins, 'electron', 'react', 'react-dom'],
            'shared 是纯 TypeScript：不能使用 Node、Electron 或 DOM。',
          ),
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'Buffer', 'require'],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: bare(
            [...nodeBuiltins, 'electron', 'better-sqlite3', 'got', 'fastify', 'chokidar', 'ws'],
            '渲染层不能使用 Node、Electron 或主进程依赖。',
          ),
        },
      ],
    },
  },
  {
    // Only the composition root, IPC and windows may touch Electron; core stays plain Node.
    files: ['src/main/core/**/*.ts', 'src/main/browser/**/*.ts', 'src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              message: 'core 与参考服务器须在纯 Node 中运行，不能导入 electron。',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/main/**/*.ts',
      'src/server/**/*.ts',
      'src/preload/**/*.ts',
      'tests/**/*.ts',
      'bench/**/*.ts',
      'scripts/**/*.{js,mjs,ts}',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/main/core/**/*.ts', 'src/server/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/server/cli.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // Exported functions say what they return (DESIGN.md §6); tests and fixtures may infer.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/explicit-module-boundary-types': 'error' },
  },
);
