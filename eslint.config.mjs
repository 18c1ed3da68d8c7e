import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The site's layers, top to bottom: a module imports only from its own layer or the ones below.
 * app (routes, the proxy) and the server around Next (it composes the headers every feature needs) →
 * registry (composes the next layer) → content types, features and blocks → shared UI → the content
 * adapter, rules, translations, the design system and the config.
 */
const SRC = 'packages/web/src';
const LAYERS = [
  ['app', 'proxy.ts', 'server'],
  ['registry'],
  ['content-types', 'features', 'blocks'],
  ['ui'],
  ['content', 'lib', 'i18n', 'design', 'config.ts'],
].map((paths) => paths.map((path) => `./${SRC}/${path}`));
const layerZones = LAYERS.slice(1).map((target, index) => ({
  target,
  from: LAYERS.slice(0, index + 1).flat(),
  message: 'a layer imports only from its own layer or the ones below (see eslint.config.mjs)',
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/.next/**', '**/next-env.d.ts', '**/.open-next/**', '**/sst-env.d.ts', 'test-results/**', 'playwright-report/**', '.sst/**', 'cdk.out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks },
    settings: { next: { rootDir: 'packages/web' } },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...reactHooks.configs.recommended.rules,
      // the logo is a tiny SVG; next/image adds nothing for it
      '@next/next/no-img-element': 'off',
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    files: [`${SRC}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'packages/web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
);
