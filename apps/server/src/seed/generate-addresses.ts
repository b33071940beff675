import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { generateAddresses, insertAddresses } from './address-generator.ts';

/**
 * Fills a database with generated addresses for benchmarks and query plans:
 *   DATABASE_URL=postgres://… tsx src/seed/generate-addresses.ts --settlements-per-region 7700 \
 *     --streets 2 --buildings 2.5 --seed 7
 * 26 regions × 7 700 settlements ≈ 200 000 settlements; × 2 streets × 2.5 buildings ≈ 1 000 000
 * buildings. Rows are streamed in batches; running it again with the same seed adds nothing.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      'settlements-per-region': { type: 'string', default: '100' },
      streets: { type: 'string', default: '3' },
      buildings: { type: 'string', default: '4' },
      seed: { type: 'string', default: '1' },
      'division-every': { type: 'string', default: '10' },
    },
  });
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const started = Date.now();
  const counts = await insertAddresses(
    database.db,
    generateAddresses({
      seed: Number(values.seed),
      settlementsPerRegion: Number(values['settlements-per-region']),
      streetsPerSettlement: Number(values.streets),
      buildingsPerStreet: Number(values.buildings),
      divisionEvery: Number(values['division-every']),
      batchSize: 20_000,
    }),
  );
  console.log(JSON.stringify({ ...counts, seconds: (Date.now() - started) / 1000 }));
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
