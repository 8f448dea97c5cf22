import type { Browser, Page } from 'playwright-core';
export interface DownloadedScript {
    url: string;
    /** The body gzipped at level 9: what the budgets count. */
    gzipBytes: number;
    /** The body as executed. */
    rawBytes: number;
    /** Our modules' origin (`webpack://<build>/...` in the source map) and npm packages, by module. */
    modules: readonly BundledModule[];
}
export interface BundledModule {
    /** The rspack build that bundled it: its federation container name (`shell`, `mf_public`...). */
    build: string;
    /** npm package name, or `@guildhall/<workspace>` for our shared packages. */
    library: string;
    /** The module's path inside the library. */
    path: string;
}
export interface FirstLoad {
    route: string;
    scripts: DownloadedScript[];
    gzipBytes: number;
}
export interface Duplicate {
    library: string;
    /** Why it counts as downloaded twice. */
    reason: string;
}
/** A route to load cold; `ready` resolves when the page shows its main control. */
export interface FirstLoadRoute {
    path: string;
    ready(page: Page): Promise<void>;
    /** Tokens to put in localStorage before the page starts (a signed-in first load). */
    tokens?: {
        accessToken: string;
        refreshToken: string;
    };
}
/** `webpack://mf_public/../node_modules/@mui/material/Button/Button.js` -> mf_public, @mui/material, Button/Button.js */
export declare function moduleOfSource(source: string): BundledModule | null;
/** Loads `route` in a fresh browser context (cold cache) and records every script it downloads. */
export declare function measureFirstLoad(browser: Browser, baseUrl: string, route: FirstLoadRoute): Promise<FirstLoad>;
/**
 * A library counts as downloaded twice when one of its modules arrived in two files: two builds each bundled it
 * (an app used its own copy instead of the shared one), or one build put it in two chunks. Different modules of
 * one library from different builds are not copies (an icon the shell draws and another a remote draws).
 * `exempt` names modules and libraries compiled into every app on purpose (budgets.json says why).
 */
export declare function findDuplicates(load: FirstLoad, exempt?: {
    modules: readonly string[];
    libraries: readonly string[];
}): Duplicate[];
/** Bytes of JS per library on this load (gzip of each file shared out by raw module size is not knowable from
 *  the outside, so this lists which files carry which libraries). */
export declare function librariesByFile(load: FirstLoad): {
    file: string;
    gzipKiB: number;
    libraries: string[];
}[];
export declare const kib: (bytes: number) => number;
