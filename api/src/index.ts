export { buildApp, type App, type BuildAppOptions } from './app';
export { loadConfig, type Config } from './config';
export { openDatabase, type Db, type OpenDatabase } from './db/client';
export { DEMO_ACCOUNTS, seedDemoData, seedOnStart } from './demo/seed';
