import { execFileSync } from 'node:child_process';
import { cpus, release, totalmem } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { SERVER_POOL_SIZE } from '../src/db/database.ts';
import { LOAD } from './measure.ts';

/** The run's commit, noting uncommitted changes to the server or domain. */
function commitOfRun(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'apps/server', 'packages/domain'], {
      encoding: 'utf8',
    });
    return dirty.trim() ? `${commit} with uncommitted changes` : commit;
  } catch {
    // Not a git checkout.
    return 'unknown';
  }
}

/** The report's lines on the run, the machine, PostgreSQL, the data and the load. */
export async function environment(
  db: Database,
  data: string,
  [before, after]: [number[], number[]],
): Promise<string[]> {
  const settings = (await db.execute(sql`select
      version() as version,
      current_setting('shared_buffers') as shared_buffers,
      current_setting('work_mem') as work_mem,
      current_setting('effective_cache_size') as effective_cache_size,
      current_setting('max_connections') as max_connections,
      current_setting('jit') as jit`)) as unknown as { rows: Record<string, string>[] };
  const postgres = settings.rows[0]!;
  const cpu = cpus();
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');
  return [
    `- Run: ${new Date().toISOString()}, commit ${commitOfRun()}; load average ${load(before)} before the measurements, ${load(after)} after (1 / 5 / 15 min)`,
    `- Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Linux ${release()}; Node ${process.version}`,
    `- PostgreSQL: ${postgres.version?.split(' on ')[0]} on the same machine (shared_buffers ${postgres.shared_buffers}, work_mem ${postgres.work_mem}, effective_cache_size ${postgres.effective_cache_size}, max_connections ${postgres.max_connections}, jit ${postgres.jit})`,
    `- Data: ${data}`,
    `- Load: autocannon in a separate process, ${LOAD.connections} connections; per scenario ${LOAD.rounds} rounds of API then baseline, each ${LOAD.warmUpSeconds} s warm-up and ${LOAD.seconds} s measured; the table shows each server's round of median throughput. API and baseline each use a pool of ${SERVER_POOL_SIZE} PostgreSQL connections; the API runs with its periodic workers (the notification outbox polls every 2 s), its outbox settled before the run (messages of earlier runs' scan closes marked sent)`,
  ];
}
