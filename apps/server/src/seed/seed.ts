import { SEED_CATALOGUES } from '@console/domain';
import type { Database } from '../db/database.ts';
import type { FileStore } from '../features/attachments/file-store.ts';
import { seedHsCodes } from '../features/customs/hs-codes.ts';
import { createI18nService } from '../features/i18n/i18n-service.ts';
import { seedDemoCashOnDelivery } from './demo-cash-on-delivery.ts';
import { seedDemoConditions } from './demo-conditions.ts';
import { seedDemoCourierRoutes } from './demo-courier-routes.ts';
import { seedDemoCustoms } from './demo-customs.ts';
import { seedDemoMoney } from './demo-money.ts';
import { seedDemoPickups } from './demo-pickups.ts';
import { seedDemoPudo } from './demo-pudo.ts';
import { seedDemoRegisters } from './demo-registers.ts';
import { seedDemoScanning } from './demo-scanning.ts';
import { seedDemoShipments } from './demo-shipments.ts';
import { seedDemoTemplates } from './demo-templates.ts';
import { seedDemoTracking } from './demo-tracking.ts';
import { seedDemoUsers, seedDispatchManagerDivisions, seedDivisionUsers } from './demo-users.ts';
import { seedDemoVisits } from './demo-visits.ts';
import { seedReferenceData } from './reference-data.ts';

/** Reference data every database gets, and the demo data when asked for. */
/** `files`: where demo attachments are written (main.ts passes the app's file store; tests none). */
export async function seedDatabase(db: Database, options: { demo: boolean; files?: FileStore }) {
  const i18n = createI18nService(db);
  await i18n.seedLanguages();
  await i18n.seedCatalogues(SEED_CATALOGUES);
  await seedReferenceData(db);
  await seedHsCodes(db);
  if (options.demo) {
    await seedDemoUsers(db);
    await seedDemoRegisters(db);
    // After the registers: the generated divisions they work at come with them.
    await seedDivisionUsers(db);
    await seedDispatchManagerDivisions(db);
    await seedDemoShipments(db);
    await seedDemoMoney(db);
    await seedDemoCashOnDelivery(db);
    await seedDemoVisits(db);
    await seedDemoCustoms(db, options.files);
    await seedDemoPudo(db);
    await seedDemoScanning(db);
    await seedDemoConditions(db);
    await seedDemoTemplates(db);
    await seedDemoPickups(db);
    await seedDemoCourierRoutes(db);
    // After the routes: the tracking demo's parcel rides on one of today's confirmed routes.
    await seedDemoTracking(db);
  }
}
