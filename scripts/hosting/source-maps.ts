// Production builds write hidden source maps: the files name none (no sourceMappingURL) and the hosts never serve
// one, so the deployed site does not hand out its source. The budget check reads them from dist/ instead
// (e2e/support/first-load.ts). Development builds keep theirs (non-eval, so the pages' CSP holds in dev too).

/** rspack's `devtool` (rspack.base.config.ts). */
export const sourceMapDevtool = (production: boolean) =>
  production ? ('hidden-source-map' as const) : ('cheap-module-source-map' as const);

/** @fastify/static's `allowedPath`: every file but a source map (`*.map` answers 404). */
export const notASourceMap = (pathname: string): boolean => !pathname.toLowerCase().endsWith('.map');
