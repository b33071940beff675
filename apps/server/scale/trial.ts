/**
 * `npm run trial -- [instances]`: the console as it is deployed, on one machine — a PostgreSQL
 * primary and streaming replica, N API instances (3 by default) started at the same moment, and
 * nginx in front. Ctrl-C stops everything and removes the temporary directory.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  freePort,
  type Instance,
  removeDirectory,
  SERVER_MAIN,
  startInstance,
  startNginx,
  startPostgres,
  temporaryDirectory,
  waitForOk,
} from './local-cluster.ts';

const count = Number(process.argv[2] ?? 3);
if (!Number.isInteger(count) || count < 1 || count > 16) throw new Error('instances: 1 to 16');
if (!existsSync(SERVER_MAIN)) throw new Error('Build first: npm run build');

const dir = temporaryDirectory('console-trial');
const database = await startPostgres(dir);
const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
const env = {
  DATABASE_URL: database.primaryUrl,
  DATABASE_READ_URL: database.replicaUrl,
  DEMO: 'true',
  TRUST_PROXY: '127.0.0.1',
  JWT_SECRET: 'trial-secret-trial-secret-trial-secret!',
};
const instances: Instance[] = ports.map((port, index) =>
  startInstance(port, env, join(dir, `instance-${index + 1}.log`)),
);
await Promise.all(ports.map((port) => waitForOk(`http://127.0.0.1:${port}/api/v1/health/ready`, 180_000)));
const proxy = await startNginx(dir, ports);
console.log(
  `Parcel Console on http://127.0.0.1:${proxy.port} (nginx over ${count} instances: ${ports.join(', ')})`,
);
console.log(`Primary ${database.primaryUrl}, replica ${database.replicaUrl}; logs in ${dir}. Ctrl-C stops.`);

const stop = () => {
  proxy.stop();
  for (const instance of instances) instance.process.kill('SIGTERM');
  Promise.all(instances.map((instance) => instance.exited)).finally(() => {
    database.stop();
    removeDirectory(dir);
    process.exit(0);
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
