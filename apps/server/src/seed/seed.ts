import { SEED_CATALOGUES } from '@console/domain';
import type { Database } from '../db/database.ts';
import { createI18nService } from '../features/i18n/i18n-service.ts';
import { seedDemoConditions } from './demo-conditions.ts';
import { seedDemoRegisters } from './demo-registers.ts';
import { seedDemoShipments } from './demo-shipments.ts';
import { seedDemoUsers } from './demo-users.ts';
import { seedReferenceData } from './reference-data.ts';

/** Reference data every database gets, and the demo data when asked for. */
export async function seedDatabase(db: Database, options: { demo: boolean }) {
  const i18n = createI18nService(db);
  await i18n.seedLanguages();
  await i18n.seedCatalogues(SEED_CATALOGUES);
  await seedReferenceData(db);
  if (options.demo) {
    await seedDemoUsers(db);
    await seedDemoRegisters(db);
    await seedDemoShipments(db);
    await seedDemoConditions(db);
  }
}
