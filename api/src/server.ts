// Standalone API server (`npm start -w api`); the repository's start script hosts the front end beside it.
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS, seedOnStart } from './demo/seed';
import { startPaymentsSandbox } from './sandbox/start';
import { closeGracefully, exitOnSignals } from './shutdown';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  const sandbox = await startPaymentsSandbox(config, (line) => console.log(line));
  const app = buildApp({ db, config, backgroundJobs: true });
  app.addHook('onClose', async () => sandbox?.close());
  if (await seedOnStart(db, config, (line) => app.log.warn(line)))
    app.log.info({ demoAccounts: DEMO_ACCOUNTS }, 'seeded demo data into the empty database');

  exitOnSignals(
    async () => {
      await closeGracefully(app);
      await db.close();
    },
    (line) => app.log.warn(line),
  );

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await db.close();
    throw error;
  }
  app.log.info(`Guildhall API on http://${config.host}:${config.port} (docs: /api/docs, database: ${db.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
