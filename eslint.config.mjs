// The walls of the code base, checked by `npm test` (docs/interfaces.md, "Walls"):
// - an app (shell or a remote) never imports another app's files: remotes meet only at runtime, through
//   their exposed modules;
// - inside an app, a feature never imports another feature: pages in `exposes/` compose features;
// - the shared packages never import an app, and contracts import nothing of ours;
// - in the API, `plugins/` and `db/` never import `modules/`: they get what they need passed in;
// - no import cycles anywhere.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const APPS = ['shell', 'mf-public', 'mf-member', 'mf-admin', 'mf-tickets'];
const SHARED_PACKAGES = ['contracts', 'shared-session', 'ui'];

const subfolders = (dir) =>
  fs.existsSync(path.join(root, dir))
    ? fs
        .readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

const appWalls = APPS.map((app) => ({
  target: `./${app}`,
  from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
  message: 'Apps meet only at runtime: load the other app through its exposed module, never its files.',
}));

const featureWalls = APPS.flatMap((app) =>
  subfolders(`${app}/src/features`).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: compose them in a page under exposes/.',
  })),
);

const sharedPackageWalls = SHARED_PACKAGES.map((pkg) => ({
  target: `./${pkg}`,
  from: [...APPS, 'api', 'e2e', 'scripts', 'bench'].map((dir) => `./${dir}`),
  message: 'Shared packages never depend on an app.',
}));

const apiWalls = ['plugins', 'db'].map((layer) => ({
  target: `./api/src/${layer}`,
  from: './api/src/modules',
  message: `api/src/${layer} is below the modules: pass what it needs in when registering it.`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      '.e2e-artifacts/**',
      'test-results/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json', alwaysTryTypes: true })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A cycle never runs through a package (packages never import our files): only our modules are followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...appWalls, ...featureWalls, ...sharedPackageWalls, ...apiWalls] },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The router subset (ui/src/router.ts) is the one copy every app shares; a direct import would bundle another.
    // Likewise MUI's styles (ui/src/styles.ts): the build points '@mui/material/styles' at that subset, where a name
    // it lacks would be undefined at runtime.
    files: ['**/*.{ts,tsx}'],
    ignores: ['ui/src/router.ts', 'ui/src/styles.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              message: "Import the router from '@guildhall/ui/router' (add the export there if it lacks one).",
            })),
            {
              name: '@mui/material/styles',
              allowTypeImports: true,
              message: "Import MUI's styles from '@guildhall/ui/styles' (add the export there if it lacks one).",
            },
          ],
        },
      ],
    },
  },
  {
    // MUI X comes from '@guildhall/ui/data-grid' and '@guildhall/ui/charts' (shared modules the remotes provide): a
    // direct import would bundle another copy of the grid or the charts into the app. (typescript-eslint's rule, so
    // that the router's and styles' rule above still applies to the same files.)
    files: ['**/*.{ts,tsx}'],
    ignores: ['ui/src/data-grid.tsx', 'ui/src/charts.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mui/x-*', '@mui/x-*/**'],
              allowTypeImports: true,
              message: "Import MUI X from '@guildhall/ui/data-grid' or '@guildhall/ui/charts' (add the export there).",
            },
          ],
        },
      ],
    },
  },
  {
    // One voice for dates: every screen, CSV and e-mail writes them through '@guildhall/contracts/dates' (its named
    // formats, in the club's time zone); its test compares them with Intl (docs/choices.md, "One voice").
    files: ['**/*.{ts,tsx}'],
    ignores: ['contracts/src/dates.ts', 'contracts/src/dates.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          "CallExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
          "CallExpression[callee.property.name='toLocaleString'][callee.object.type='NewExpression'][callee.object.callee.name='Date']",
        ].map((selector) => ({
          selector,
          message: "Write dates with '@guildhall/contracts/dates' (add a named format there if none fits).",
        })),
      ],
    },
  },
  {
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@guildhall/*'], message: 'contracts import nothing of ours.' }] },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
