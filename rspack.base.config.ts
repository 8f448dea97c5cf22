// One rspack config factory for the shell and every remote, with ONE shared-module map, so host and remotes
// always agree on which packages are singletons.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { exposedModuleFile, REMOTES, type RemoteName } from '@guildhall/contracts/federation';
import { remoteEntries, SHELL_PLATFORM_KEYS } from './scripts/lib/apps';
import {
  CSS_VARIABLES_BRANCH_REQUEST,
  isCssVariablesBranch,
  NO_CSS_VARIABLES_THEME,
} from './scripts/bundling/css-variables-branches';
import { classNameImporters, classNamesFolder } from './scripts/bundling/mui-class-names';
import { compatibleRange, installedVersion, packageOfKey } from './scripts/bundling/shared-versions';
import { sourceMapDevtool } from './scripts/hosting/source-maps';

export interface AppBuildOptions {
  /** The app folder (pass `__dirname` of its rspack.config.ts). */
  dir: string;
  /** Federation container name, e.g. `mf_admin`; the shell is `shell`. */
  federationName: string;
  /** Modules this app exposes to the shell, e.g. `{ './AdminApp': './src/exposes/AdminApp.tsx' }`. */
  exposes?: Record<string, string>;
  /** Dev-server port (`npm run dev -w <app>`). */
  devPort: number;
  /** Page title of the app's own index.html. */
  title: string;
  /** The host serves its index.html for every route; remotes load their chunks from wherever they are hosted. */
  isHost?: boolean;
}

interface DevMiddleware {
  name: string;
  path: string;
  middleware: (request: IncomingMessage, response: ServerResponse) => void;
}

function serveJson(path: string, body: () => unknown): DevMiddleware {
  return {
    name: path,
    path,
    middleware: (_request: IncomingMessage, response: ServerResponse) => {
      response.setHeader('content-type', 'application/json');
      response.setHeader('cache-control', 'no-cache');
      response.end(JSON.stringify(body()));
    },
  };
}

/** One copy per page, whatever the versions: the module holds a React context or state every app must see. */
const singleton = { singleton: true } as const;
/** No context: a build needing a newer major than the page has loads its own copy. */
const shareable = { singleton: false } as const;

const sharedKeys = {
  react: singleton,
  'react/': singleton,
  'react-dom': singleton,
  'react-dom/': singleton,
  // react-router is not shared itself: apps use '@guildhall/ui/router' (shared below), the subset they need.
  // The session store itself lives in '@guildhall/shared-session' (a singleton): zustand holds no state of its own.
  zustand: shareable,
  // The one query cache (AppProviders) and the one form library ('@guildhall/ui/form', and any form that watches
  // a field itself): a second copy would not see the first one's context.
  '@tanstack/react-query': singleton,
  'react-hook-form': singleton,
  '@emotion/react': singleton,
  '@emotion/styled': singleton,
  '@mui/material': singleton,
  '@mui/material/': singleton,
  // Not the '@mui/system' barrel: shared, it would be kept whole (Grid, Stack, CSS variables...); unshared, each
  // build keeps what it uses, and the modules holding contexts are shared through the '@mui/system/' key.
  '@mui/system/': singleton,
  // Not '@mui/utils/': stateless helpers (no React context), so each build may bundle the ones it uses; sharing
  // them cost 47 keys in every share table and as many lookups when the page starts (measured).
  '@mui/styled-engine': singleton,
  '@guildhall/shared-session': singleton,
  // '@guildhall/shared-session/http' (axios): loaded with the first page that calls the API.
  '@guildhall/shared-session/': singleton,
  '@guildhall/ui': singleton,
  // '@guildhall/ui/providers' (theme and providers): the shell's first paint needs only it; '@guildhall/ui/form'
  // (react-hook-form) loads with the first page that has a form.
  '@guildhall/ui/': singleton,
  // '@guildhall/ui/form', '/data-grid' (MUI X's grid), '/charts' and '/icons' only remotes import: the first remote of
  // a visit that draws one provides it to the others.
  // Only the barrel (every zod schema) is shared; the zod-free '@guildhall/contracts/limits' and '/enums' are plain
  // constants that each app bundles.
  '@guildhall/contracts': shareable,
};

/**
 * The shared map, identical for host and remotes, each key with the range of versions it accepts. Every build keeps
 * its own fallback for each key it imports: the share scope serves the shell's copy when the shell has one (it
 * registers first, and 'loaded-first' keeps what is loaded), the remote's own when it does not, so a remote may import
 * any module and ship without a shell release (docs/choices.md, "Remotes ship alone").
 */
export const sharedModules = Object.fromEntries(
  [...Object.keys(sharedKeys), ...SHELL_PLATFORM_KEYS].map((key) => [
    key,
    {
      ...(sharedKeys[key as keyof typeof sharedKeys] ?? singleton),
      requiredVersion: compatibleRange(installedVersion(__dirname, packageOfKey(key))),
    },
  ]),
);

/**
 * A remote's production build: no fallback for the keys the shell renders the page's root with (SHELL_PLATFORM_KEYS,
 * singletons always in the share scope first), so its remoteEntry.js carries no getter that could never run.
 */
const sharedByRemotes = Object.fromEntries(
  Object.entries(sharedModules).map(([key, config]) => [
    key,
    SHELL_PLATFORM_KEYS.includes(key) ? { ...config, import: false as const } : config,
  ]),
);

const inNodeModules = (packages: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${packages})[\\\\/]`);
/** `@mui/material` modules whose top-level folder (or file) matches `folders`. */
const muiComponents = (folders: string) =>
  new RegExp(`[\\\\/]node_modules[\\\\/]@mui[\\\\/]material[\\\\/](esm[\\\\/])?(${folders})([\\\\/]|\\.m?js$)`);
/**
 * What the first paint of a public page draws (the navbar, the landing and home pages, the spinner) and MUI's own
 * core: these stay in `mui`. A public page that starts drawing another component on its first paint adds it here,
 * or the whole `mui-more` chunk lands on that page (the byte budget check fails).
 */
const MUI_FIRST_PAINT = muiComponents(
  'AppBar|Avatar|Box|Button|ButtonBase|ButtonGroup|Card|CardActionArea|CardActions|CardContent|CardMedia|' +
    'CircularProgress|Container|CssBaseline|DefaultPropsProvider|GlobalStyles|Grid|IconButton|' +
    'InitColorSchemeScript|Paper|Portal|Slide|Stack|SvgIcon|Toolbar|Typography|' +
    // lower-case folders and files: styles, utils, colors, transitions, internal... (not Autocomplete's hook)
    '(?!useAutocomplete|useMediaQuery)[a-z][\\w-]*|[A-Z]\\w*Provider',
);
/**
 * What a text form of `@guildhall/ui/form` draws (its text fields are built of these, not of TextField: that brings
 * Select, Menu, Popover and Modal), its result banner and the lists' error (Alert), and dividers (the feed's cards).
 */
const MUI_FORMS = muiComponents(
  'Alert|AlertTitle|Divider|FormControl|FormHelperText|FormLabel|InputAdornment|InputBase|InputLabel|' +
    'OutlinedInput|TextareaAutosize',
);
/** Tabs (the sign-in pages' first paint), with the roving focus that menus and toggle buttons share. */
const MUI_TABS = muiComponents('Tab|TabScrollButton|Tabs|utils[\\\\/]useRovingTabIndex');
/**
 * What the choice fields of `@guildhall/ui/form` (loaded when a form draws one), TextField and the menus draw: selects,
 * menus, the popover and modal they open, checkboxes and radios.
 */
const MUI_MENUS = muiComponents(
  'Backdrop|Checkbox|Fade|FilledInput|FormControlLabel|FormGroup|Grow|Input|List|Menu|MenuItem|MenuList|Modal|' +
    'NativeSelect|Popover|Radio|RadioGroup|Select|TextField|Unstable_TrapFocus|internal[\\\\/]SwitchBase',
);
/** @mui/utils' roving focus (menus, tabs, toggle buttons), with `mui-tabs`: `mui` holds every other @mui/utils helper. */
const MUI_ROVING_FOCUS = inNodeModules(
  '@mui[\\\\/]utils[\\\\/](esm[\\\\/])?(useRovingTabIndex|fastObjectShallowCompare)',
);
/**
 * What only MUI X's data grid draws (the shell provides them for it: shell/src/remotes/provided-mui.ts), with their
 * class names and helpers: a group of their own, so the overview's chart and the forms do not download them.
 */
const MUI_GRID =
  /[\\/]node_modules[\\/]@mui[\\/](material[\\/](esm[\\/])?(Autocomplete|useAutocomplete|Badge|LinearProgress|ListSubheader|Skeleton|Switch|Table\w*|Tooltip|internal[\\/]svg-icons[\\/](FirstPage|LastPage)|locale)|utils[\\/](esm[\\/])?(usePreviousProps|useForcedRerendering))[\\/.]/;
/** Not drawn on a first paint, though their names are lower-case: they go with the other components (`mui-more`). */
const MUI_LATER = /[\\/]node_modules[\\/]@mui[\\/](material|system)[\\/](esm[\\/])?useMediaQuery[\\/]/;
const CLASS_NAME_IMPORTERS = classNameImporters();
/** The groups in the order a page needs them: `mui`, `mui-forms`, `mui-tabs`, `mui-menus`, then `mui-more`. */
const MUI_GROUP_ORDER = [MUI_FIRST_PAINT, MUI_FORMS, MUI_TABS, MUI_MENUS];
/** A component folder's place in MUI_GROUP_ORDER (its length: `mui-more`). */
const muiGroupRank = (folder: string) => {
  const probe = `/node_modules/@mui/material/${folder}/index.mjs`;
  const rank = MUI_GROUP_ORDER.findIndex((group) => group.test(probe));
  return rank < 0 ? MUI_GROUP_ORDER.length : rank;
};
/** A cache-group test: the MUI modules of MUI_GROUP_ORDER[rank] (their class names by classNamesRank). */
const inMuiGroup = (rank: number, alsoMatches?: RegExp) => (module: { resource?: string }) => {
  const resource = module.resource ?? '';
  const classNames = classNamesRank(resource);
  if (classNames !== null) return classNames === rank;
  return MUI_GROUP_ORDER[rank]!.test(resource) || Boolean(alsoMatches?.test(resource));
};
/**
 * A class-name module's group (as muiGroupRank): its component's, or the earliest among the components whose styles
 * import it (MenuItem styles ListItemIcon's classes: they go with the forms, or every menu would need `mui-more`).
 * Null for every other module.
 */
function classNamesRank(resource: string): number | null {
  const folder = classNamesFolder(resource);
  if (folder === null) return null;
  return Math.min(muiGroupRank(folder), ...[...(CLASS_NAME_IMPORTERS.get(folder) ?? [])].map(muiGroupRank));
}
const MUI_MATERIAL = inNodeModules('@mui[\\\\/]material');
/**
 * MUI X (grids, charts) and the libraries only it uses, in a remote's build: one chunk group of their own, loaded with
 * the grid or chart that draws them. Without it their helpers (use-sync-external-store, clsx, react-is...) fell into
 * the remote's `framework` and `mui` fallback groups, and drawing a chart downloaded the remote's copies of React and
 * MUI as well (605 KiB on /admin/dashboard).
 */
const MUI_X = inNodeModules(
  '@mui[\\\\/]x-[^\\\\/]+|d3-[^\\\\/]+|internmap|reselect|@base-ui[\\\\/][^\\\\/]+|@floating-ui[\\\\/][^\\\\/]+|bezier-easing|flatqueue|use-sync-external-store',
);
/** The charts and the data grid apart (a page draws one or the other); `mui-x` keeps what both use. */
const MUI_X_CHARTS = inNodeModules(
  '@mui[\\\\/]x-charts[^\\\\/]*|@mui[\\\\/]x-internal-gestures|d3-[^\\\\/]+|internmap|bezier-easing|flatqueue',
);
const MUI_X_GRID = inNodeModules('@mui[\\\\/]x-data-grid|@mui[\\\\/]x-virtualizer');
const UI_SOURCE = path.join(__dirname, 'ui/src');
const MUI_STYLES_BARREL = path.join(path.dirname(require.resolve('@mui/material/package.json')), 'styles/index.mjs');
const MUI_SYSTEM_FOR_MUI_X = path.join(__dirname, 'scripts/bundling/mui-system-for-mui-x.ts');
const MEMOIZED_SEMVER = path.join(__dirname, 'scripts/bundling/memoized-semver.ts');
const RUNTIME_CORE_DIST = /[\\/]node_modules[\\/]@module-federation[\\/]runtime-core[\\/]dist\b/;
const X_INTERNALS_DIR = path.dirname(require.resolve('@mui/x-internals/package.json'));
/**
 * Stateless helpers (no React context, no module state the app sets) that MUI and MUI X both import. Not shared:
 * a remote that draws MUI X bundles the few it needs (e2e/budgets.json lists them as compiled into every app).
 */
const MUI_HELPERS = 'clsx|prop-types|react-is|@babel[\\\\/]runtime|@mui[\\\\/]utils';
/** The icons '@guildhall/ui/form' draws, read from its sources. */
const FORM_ICONS = (() => {
  const formDir = path.join(UI_SOURCE, 'form');
  const names = fs
    .readdirSync(formDir)
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) =>
      [...fs.readFileSync(path.join(formDir, file), 'utf8').matchAll(/@mui\/icons-material\/(\w+)/g)].map(
        (match) => match[1],
      ),
    );
  return new RegExp(
    `[\\\\/]node_modules[\\\\/]@mui[\\\\/]icons-material[\\\\/](esm[\\\\/])?(${names.join('|')})\\.m?js$`,
  );
})();
const sharedChunkGroups = {
  framework: {
    test: inNodeModules(
      'react|react-dom|scheduler|react-router|cookie|set-cookie-parser|zustand|use-sync-external-store|@tanstack',
    ),
    name: 'framework',
    chunks: 'async',
    enforce: true,
    priority: 40,
  },
  // The session package in one chunk: its eager entry and its '/http' entry would each carry a copy of the
  // modules they share (the token decoder, the API config).
  // In the shell, with the plain constants it imports (limits, paths): the app's chunk takes them from here instead
  // of a copy of its own in a chunk of their own (one request and 0.6 KiB less on every route).
  session: {
    test: /[\\/](shared-session[\\/]src[\\/]|node_modules[\\/]jwt-decode[\\/]|contracts[\\/]src[\\/](limits|paths)\.ts$)/,
    name: 'session',
    chunks: 'async',
    enforce: true,
    priority: 35,
  },
  muiGrid: {
    test: (module: { resource?: string }) => MUI_GRID.test(module.resource ?? ''),
    name: 'mui-grid',
    chunks: 'async',
    enforce: true,
    priority: 32,
  },
  muiForms: { test: inMuiGroup(1), name: 'mui-forms', chunks: 'async', enforce: true, priority: 31 },
  muiTabs: { test: inMuiGroup(2, MUI_ROVING_FOCUS), name: 'mui-tabs', chunks: 'async', enforce: true, priority: 31 },
  muiMenus: { test: inMuiGroup(3), name: 'mui-menus', chunks: 'async', enforce: true, priority: 31 },
  muiMore: {
    // Overlays, lists, tables and every other component no first paint and no form draws.
    test: (module: { resource?: string }) => {
      const resource = module.resource ?? '';
      if (MUI_LATER.test(resource)) return true;
      const classNames = classNamesRank(resource);
      if (classNames !== null) return classNames === MUI_GROUP_ORDER.length;
      return MUI_MATERIAL.test(resource) && !MUI_FIRST_PAINT.test(resource);
    },
    name: 'mui-more',
    chunks: 'async',
    enforce: true,
    priority: 30,
  },
  // '@guildhall/ui/styles' (the theme's part of MUI) and what stands in for MUI's CSS-variables theme with MUI, not
  // in chunks of their own (the stand-in, in none, was copied into a chunk per shared MUI module).
  muiStyles: {
    test: /[\\/](ui[\\/]src[\\/]styles|scripts[\\/]bundling[\\/]no-css-variables-theme)\.ts$/,
    name: 'mui',
    chunks: 'async',
    enforce: true,
    priority: 20,
  },
  mui: {
    // Not @mui/icons-material (each app bundles the icons it draws) nor MUI X (grids and charts, bundled by the
    // remote that draws them): neither is shared.
    test: inNodeModules(
      `@mui[\\\\/](?!icons-material|x-)[^\\\\/]+|@emotion|stylis|hoist-non-react-statics|react-transition-group|dom-helpers|${MUI_HELPERS}`,
    ),
    name: 'mui',
    chunks: 'async',
    enforce: true,
    priority: 20,
  },
};

/**
 * A remote's groups. Its `framework` and `mui` chunks are fallbacks: the shell provides what they hold, so they are
 * downloaded only when a shared module is missing from the shell. MUI X gets a group of its own, and the helpers
 * MUI X shares with MUI (clsx, @mui/utils, react-is...) stay out of the `mui` group: a chart must not pull a fallback
 * group onto the page (that downloaded the remote's copies of React and MUI with the overview's chart: 605 KiB).
 */
const remoteChunkGroups = {
  ...sharedChunkGroups,
  // A remote's session chunk is a fallback: its pages bundle the constants they import.
  session: { ...sharedChunkGroups.session, test: /[\\/](shared-session[\\/]src|node_modules[\\/]jwt-decode)[\\/]/ },
  // In one chunk (not split per fallback: every fallback in remoteEntry.js would name a handful of small chunks).
  muiHelpers: { test: inNodeModules(MUI_HELPERS), name: 'mui-helpers', chunks: 'async', enforce: true, priority: 21 },
  // The form layer's icons (the password field's eye) when the remote's own code draws one too (the Members grid's
  // View): in a chunk the form and that code share, not a copy in each (a visit opening both downloaded it twice).
  // Only these: splitting every icon two lazy chunks draw added files and bytes to the public pages.
  formIcons: {
    test: FORM_ICONS,
    chunks: 'async',
    minChunks: 2,
    minSize: 0,
    priority: 10,
    reuseExistingChunk: true,
  },
  muiX: { test: MUI_X, name: 'mui-x', chunks: 'async', enforce: true, priority: 50 },
  // Unnamed: what the bar and the line charts both use in one chunk, what only one of them uses in another, so the
  // overview's bars do not download the ticket desk's lines ('@guildhall/ui/charts' loads each chart on its own).
  muiXCharts: { test: MUI_X_CHARTS, chunks: 'async', enforce: true, priority: 51 },
  muiXGrid: { test: MUI_X_GRID, name: 'mui-x-grid', chunks: 'async', enforce: true, priority: 51 },
  mui: {
    ...sharedChunkGroups.mui,
    test: inNodeModules(
      '@mui[\\\\/](?!icons-material|x-|utils)[^\\\\/]+|@emotion|stylis|hoist-non-react-statics|react-transition-group|dom-helpers',
    ),
  },
};

/**
 * The federation runtime's ESM builds instead of the CommonJS ones rspack's plugin resolves (absolute `.cjs` paths,
 * so the alias keys are those paths): ESM lets the bundler drop what the browser never runs.
 */
const federationRuntimeAsEsm = {
  ...Object.fromEntries(
    [
      '@module-federation/webpack-bundler-runtime',
      '@module-federation/runtime',
      '@module-federation/runtime-tools',
      '@module-federation/inject-external-runtime-core-plugin',
    ].map((name) => {
      const commonJs = require.resolve(name);
      return [commonJs, commonJs.replace(/\.cjs$/, '.js')];
    }),
  ),
  // The shell's registerRemotes/loadRemote: the same ESM runtime, not enhanced's CommonJS re-export of it.
  '@module-federation/enhanced/runtime$': require.resolve('@module-federation/runtime/bundler'),
};

/**
 * A remote's publicPath is 'auto' on purpose: it resolves its chunks from the origin its remoteEntry.js came from, so
 * one build deploys to any origin, and its mf-manifest.json says 'auto' too. The manifest plugin still warns about
 * it on every build, and a first `npm start` should print no warning that is not one, so that one notice is dropped.
 */
const autoPublicPathNoticeQuieted = {
  apply(compiler: Compiler) {
    compiler.hooks.infrastructureLog.tap('AutoPublicPathNotice', (_name: string, type: string, args: unknown[]) =>
      type === 'warn' && args.some((arg) => String(arg).includes("reason: publicPath='auto'")) ? true : undefined,
    );
  },
};

/** Default API origin the dev servers proxy `/api` to. */
const apiDevTarget = process.env.API_DEV_TARGET ?? `http://localhost:${process.env.API_PORT ?? 3000}`;

export function createAppConfig(options: AppBuildOptions): Configuration {
  const production = process.env.NODE_ENV !== 'development';
  return {
    context: options.dir,
    mode: production ? 'production' : 'development',
    // The browsers React 19 and MUI 9 support (MUI ships ES2022 itself): the bundler's runtime in arrow functions.
    target: ['web', 'es2022'],
    // Production: hidden maps, named by no file and served by no host (scripts/hosting/source-maps.ts).
    devtool: sourceMapDevtool(production),
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(options.dir, 'dist'),
      // The shell's pages live on deep routes, so its own files resolve from '/'; remotes resolve from
      // the origin their remoteEntry.js was loaded from.
      publicPath: options.isHost ? '/' : 'auto',
      uniqueName: options.federationName,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'],
      // The federation runtime's ESM build (the CJS one pulls CJS runtime-core, sdk...): smaller main/remoteEntry.
      alias: federationRuntimeAsEsm,
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              // Our code as written (async/await, classes, spread): no ES5 helpers inlined into every module.
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
            },
            // Barrel imports of MUI become deep imports, so the landing page pays only for what it renders.
            rspackExperiments: {
              import: [
                { libraryName: '@mui/material', customName: '@mui/material/{{member}}' },
                { libraryName: '@mui/icons-material', customName: '@mui/icons-material/{{member}}' },
              ],
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.(png|svg|jpe?g|webp|ico)$/, type: 'asset' },
        // WebAssembly that a library instantiates itself (zxing-wasm at the door): a file of this build, by URL.
        { test: /\.wasm$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      autoPublicPathNoticeQuieted,
      // The shell has its own page; every remote's dev server shares one standalone page. A remote's production
      // build is a container only (its runtime-core comes from the shell), so it has no page of its own.
      ...(options.isHost || !production
        ? [
            new rspack.HtmlRspackPlugin({
              template: options.isHost
                ? path.join(options.dir, 'index.html')
                : path.join(__dirname, 'remote.index.html'),
              title: options.title,
            }),
          ]
        : []),
      // MUI X imports only `createSvgIcon` from '@mui/material/utils'; shared, that barrel is kept whole (every util
      // in the shell's first paint). '@mui/material/SvgIcon' exports the same function and the shell provides it.
      // '@mui/material/styles' is imported through '@guildhall/ui/styles' (shared; the names the apps and MUI X use),
      // which alone bundles the barrel, by its file: no build shares the barrel whole (ui/src/styles.ts says why).
      new rspack.NormalModuleReplacementPlugin(/^@mui\/material\/styles$/, (data) => {
        data.request = data.context === UI_SOURCE ? MUI_STYLES_BARREL : '@guildhall/ui/styles';
      }),
      // MUI X's imports of the '@mui/system' barrel (styled, keyframes, getThemeProps): from the shared modules.
      new rspack.NormalModuleReplacementPlugin(/^@mui\/system$/, (data) => {
        if (/[\\/]node_modules[\\/]@mui[\\/]x-/.test(data.context ?? '')) data.request = MUI_SYSTEM_FOR_MUI_X;
      }),
      new rspack.NormalModuleReplacementPlugin(/^@mui\/material\/utils$/, (data) => {
        if (/[\\/]node_modules[\\/]@mui[\\/]x-/.test(data.context ?? '')) data.request = '@mui/material/SvgIcon';
      }),
      // createTheme's and ThemeProvider's CSS-variables branches: the site's theme has no CSS variables, so they never
      // run (scripts/bundling/no-css-variables-theme.ts says why, and throws if one ever does).
      new rspack.NormalModuleReplacementPlugin(CSS_VARIABLES_BRANCH_REQUEST, (data) => {
        if (isCssVariablesBranch(data.request, data.contextInfo?.issuer)) data.request = NO_CSS_VARIABLES_THEME;
      }),
      // npm installs @base-ui/utils 0.5 twice (under x-internals and under x-internal-gestures: the top level holds
      // the grid's 0.3): the gestures resolve it from x-internals, so one copy is bundled.
      new rspack.NormalModuleReplacementPlugin(/^@base-ui\/utils(\/|$)/, (data) => {
        if (/[\\/]node_modules[\\/]@mui[\\/]x-internal-gestures[\\/]/.test(data.context ?? ''))
          data.context = X_INTERNALS_DIR;
      }),
      // The federation runtime's semver check, remembered (scripts/bundling/memoized-semver.ts says why).
      new rspack.NormalModuleReplacementPlugin(/[\\/]semver[\\/]index\.js$/, (data) => {
        if (RUNTIME_CORE_DIST.test(data.context ?? '')) data.request = MEMOIZED_SEMVER;
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      new ModuleFederationPlugin({
        name: options.federationName,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        shared: options.isHost || !production ? sharedModules : sharedByRemotes,
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
        // Browser-only runtime; remotes never load other remotes; remotes.json names each remoteEntry.js, so the
        // runtime needs no snapshot/manifest code (docs/choices.md, "Remotes load from remoteEntry.js").
        // The federation runtime is downloaded once: the shell provides its runtime-core to the remotes, whose
        // production builds leave it out. A remote's dev build keeps its own, so it also runs standalone.
        experiments: {
          optimization: { target: 'web', disableRemote: !options.isHost, disableSnapshot: true },
          ...(options.isHost ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {}),
        },
      }),
    ],
    optimization: {
      minimize: production,
      splitChunks: production ? { cacheGroups: options.isHost ? sharedChunkGroups : remoteChunkGroups } : undefined,
    },
    performance: { hints: false },
    // The dev server's lazy compilation would defer `import('./bootstrap')` behind a proxy module that the
    // federation runtime never resolves: compile everything up front.
    lazyCompilation: false,
    devServer: {
      port: options.devPort,
      historyApiFallback: true,
      // Hot module replacement in the host stalls its async federation bootstrap (measured: the page stays blank),
      // so the shell live-reloads instead; the remotes keep hot replacement.
      hot: !options.isHost,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/healthz'], target: apiDevTarget, changeOrigin: true }],
      // In development the host's dev server answers the runtime files that `npm start` serves in production.
      setupMiddlewares: options.isHost
        ? (middlewares: unknown[]) => [
            serveJson('/remotes.json', () => remoteEntries()),
            serveJson('/app-config.json', () => ({ apiBaseUrl: '' })),
            ...middlewares,
          ]
        : undefined,
    },
  } as Configuration;
}

/** A remote's config: its name, port and exposed modules come from the one list (@guildhall/contracts/federation). */
export function createRemoteConfig(dir: string, name: RemoteName, title: string): Configuration {
  const remote = REMOTES[name];
  return createAppConfig({
    dir,
    federationName: name,
    devPort: Number(process.env[`${name.toUpperCase()}_PORT`] ?? remote.defaultPort),
    title,
    exposes: Object.fromEntries(remote.exposes.map((module) => [`./${module}`, exposedModuleFile(module)])),
  });
}
