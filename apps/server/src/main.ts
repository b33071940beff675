import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { checkSchemaVersion, openDatabase } from './db/database.ts';
import { fileStoreFor } from './features/attachments/file-store.ts';
import { createLifecycle } from './http/lifecycle.ts';
import { metricsServer } from './http/metrics.ts';
import { seedDatabase } from './seed/seed.ts';

async function main() {
  const config = loadConfig();
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    databaseReadUrl: config.databaseReadUrl,
    dataDir: config.dataDir,
  });
  // Any number of instances may start at once: one migrates and seeds, the others wait, then find
  // it done. Code older than the database's schema refuses to start (docs/decisions.md).
  await database.withStartupLock(async () => {
    await checkSchemaVersion(database.db);
    await database.migrate();
    await seedDatabase(database.db, {
      demo: config.demo || process.argv.includes('--demo'),
      files: fileStoreFor(config),
    });
  });
  const lifecycle = createLifecycle(true);
  const app = await buildApp({ config, database, lifecycle });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Unready first (the proxy stops choosing it), then serve what is in flight, then go.
    lifecycle.draining = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'draining');
    const timer = setTimeout(() => {
      app.log.warn('drain time over: exiting with requests in flight');
      process.exit(1);
    }, config.shutdownDrainMs + 2000).unref();
    try {
      await Promise.race([
        app.close(),
        new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs)),
      ]);
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // A background task's failure (the database gone mid-poll) is logged, never the end of the process.
  process.on('unhandledRejection', (reason) => {
    app.log.error(
      {
        err:
          reason instanceof Error
            ? { message: reason.message, code: (reason as { code?: string }).code }
            : String(reason),
      },
      'unhandled rejection',
    );
  });

  await app.listen({ host: config.host, port: config.port });
  if (config.metrics.port) await metricsServer(app.metrics, config.metrics.port, config.metrics.host);
  app.log.info(
    { database: database.kind, demo: config.demo, replica: Boolean(config.databaseReadUrl) },
    `Parcel Console on http://localhost:${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
