import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** paths in the zones below are relative to the repository, wherever eslint is started */
const ROOT = import.meta.dirname;
const LAYER_MESSAGE = 'a layer imports only from its own layer or the ones below (see eslint.config.mjs)';
/** Zones of a layer map (top to bottom): each layer is refused what is above it. */
const zonesOf = (layers) =>
  layers.slice(1).map((target, index) => ({ target, from: layers.slice(0, index + 1).flat(), message: LAYER_MESSAGE }));

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
  ['content', 'storyblok', 'lib', 'i18n', 'design', 'config.ts'],
].map((paths) => paths.map((path) => `./${SRC}/${path}`));

/** In the maps of the other packages, every entry of `src` not named in another layer. */
const REST = '…';
/**
 * The other packages' layers, top to bottom, by entry of their `src` (a folder or a file), under the
 * same rule; a new file or folder falls into the layer marked REST.
 * - shared: the front door (index.ts) → what the site and the functions agree on (forms, story paths,
 *   messages, the Storyblok client, settings helpers, …) → the language list and the settings reader.
 * - cms: the commands (cli) → pushing a space, the Management API client, the content check and the
 *   type generator → the content model and the demo space's files → the legacy redirect list, the
 *   folders, the field and story types (generated ones too).
 * - functions: the commands (cli) → the features, each with its handler (mail, pdf, cms webhook,
 *   redirects, preflight, bot check) → the helpers every handler uses (Lambda entry, HTTP, AWS
 *   clients, content reads, the DynamoDB stores) → settings, config, table names and the mail routing table.
 * - local: the launchers (`npm start`, `npm run publish`) → the stand-ins (content service, search
 *   service, functions host, S3) → their common bits (config, listen, type declarations).
 */
const PACKAGE_LAYERS = {
  shared: [['index.ts'], [REST], ['languages.ts', 'settings.ts']],
  cms: [
    ['cli'],
    [REST],
    ['model.ts', 'space-files.ts'],
    ['legacy-redirects.ts', 'folders.ts', 'field-types.ts', 'stored-story.ts', 'content-types.generated.ts'],
  ],
  functions: [
    ['cli'],
    [REST],
    ['lambda.ts', 'http.ts', 'cloudfront.ts', 'aws.ts', 'content.ts', 'outgoing-mail.ts', 'stores'],
    ['config.ts', 'settings.ts', 'tables.ts', 'mail-routes.ts'],
  ],
  local: [['start.ts', 'publish.ts'], [REST], ['config.ts', 'listen.ts', 'types']],
};
const packageLayers = (name) => {
  const src = `packages/${name}/src`;
  const named = PACKAGE_LAYERS[name].flat();
  const rest = readdirSync(`${ROOT}/${src}`).filter((entry) => !named.includes(entry));
  return PACKAGE_LAYERS[name]
    .map((paths) => paths.flatMap((path) => (path === REST ? rest : [path])).map((path) => `./${src}/${path}`))
    .filter((paths) => paths.length > 0);
};

/**
 * The workspace packages, each importing only the ones below it: shared ← cms ← functions ← local,
 * and the site (web) uses shared and cms — its scripts also functions (the deploy preflight runs the
 * functions' checks with the site's part). A package imports another only through its exports
 * (`@pv/<name>/…`, never a relative path into its folder) and only when its package.json declares it.
 */
const PACKAGE_USES = {
  shared: { src: [] },
  cms: { src: ['shared'] },
  functions: { src: ['shared', 'cms'] },
  local: { src: ['shared', 'cms', 'functions'] },
  web: { src: ['shared', 'cms'], scripts: ['shared', 'cms', 'functions'] },
};
const PACKAGES = Object.keys(PACKAGE_USES);
const packageZones = (name) =>
  Object.entries(PACKAGE_USES[name]).flatMap(([folder, uses]) => {
    const below = PACKAGES.filter((other) => other !== name && !uses.includes(other));
    const message = 'a package imports only the packages below it: shared ← cms ← functions ← local; web ← shared, cms (see eslint.config.mjs)';
    return below.length ? [{ target: `./packages/${name}/${folder}`, from: below.map((other) => `./packages/${other}`), message }] : [];
  });

/** each package's modules resolved as its tsconfig resolves them (the site's `@/…`) */
const importSettings = (name) => ({
  ...importX.flatConfigs.typescript.settings,
  'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${ROOT}/packages/${name}/tsconfig.json` })],
});
const boundaryRules = {
  'import-x/no-cycle': ['error', { ignoreExternal: true }],
  'import-x/no-relative-packages': 'error',
  // the package.json next to the file: a package is imported (types too) only when it is declared
  'import-x/no-extraneous-dependencies': ['error', { includeTypes: true }],
};

// the site's own code ships: it may not lean on a package web declares for its tools alone (the
// preflight's functions, the OpenNext build); its scripts may
const siteDependencyRule = {
  'import-x/no-extraneous-dependencies': ['error', { includeTypes: true, devDependencies: ['packages/web/scripts/**', '**/*.d.ts'] }],
};

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
  // one map for every package: no cycle, no relative import into another package, no undeclared package,
  // the layers of each package and the order of the packages
  ...PACKAGES.map((name) => ({
    files: [`packages/${name}/src/**/*.{ts,tsx,mts}`, `packages/${name}/scripts/**/*.{ts,tsx,mts}`],
    plugins: { 'import-x': importX },
    settings: importSettings(name),
    rules: {
      ...boundaryRules,
      ...(name === 'web' ? siteDependencyRule : {}),
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...(name === 'web' ? zonesOf(LAYERS) : zonesOf(packageLayers(name))), ...packageZones(name)] }],
    },
  })),
  // Storyblok behind one door: its packages are imported only in the Storyblok folders (shared: the CDN
  // client and the wire types; web: the site's reads, rich text, image service and preview bridge), by
  // the Management API's client and the push of a space (cms), and by the local stand-in of its APIs,
  // typed by the vendor's own types on purpose. Everything else sees app types.
  {
    files: ['packages/**/*.{ts,tsx,mts}'],
    ignores: [
      'packages/shared/src/storyblok/**',
      'packages/web/src/storyblok/**',
      'packages/cms/src/management/**',
      'packages/cms/src/push/**',
      'packages/local/src/content-service/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['storyblok-js-client', 'storyblok-js-client/*', '@storyblok/*'],
              message: 'Storyblok behind one door: import it in a Storyblok folder (packages/shared/src/storyblok, packages/web/src/storyblok) and hand app types on (see eslint.config.mjs)',
            },
          ],
        },
      ],
    },
  },
);
