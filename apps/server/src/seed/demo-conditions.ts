import type { Branch } from '@console/domain';
import type { Database } from '../db/database.ts';
import { bumpConditionsVersion } from '../features/conditions/condition-service.ts';
import {
  conditions,
  serviceConditions,
  shipmentConditions,
} from '../features/conditions/conditions-tables.ts';
import { stableId } from './demo-registers.ts';

const bud = (property: string, operator: Branch['buds'][number]['operator'], ...values: string[]) => ({
  property,
  operator,
  values,
  propValue: null,
});
const all = (...buds: Branch['buds']): Branch => ({ operator: 'AND', buds, branches: [] });

/**
 * Demo conditions (issue 13): one blocking, one informing and two service conditions, all kept
 * narrow (parcels to GB, large cash-on-delivery amounts) so other demo flows are not refused.
 */
const CONDITIONS = [
  {
    key: 'heavy-gb',
    name: 'Heavy parcel to GB',
    type: 'Shipment' as const,
    tree: all(bud('actualWeight', 'Greater', '30'), bud('recipientCountryCode', 'Equal', 'GB')),
  },
  {
    key: 'large-cod',
    name: 'Cash on delivery above 5000',
    type: 'Shipment' as const,
    tree: all(bud('codAmount', 'Greater', '5000')),
  },
  {
    key: 'gb-10kg',
    name: 'To GB from 10 kg',
    type: 'ShipmentService' as const,
    tree: all(bud('recipientCountryCode', 'Equal', 'GB'), bud('actualWeight', 'GreaterEqual', '10')),
  },
  {
    key: 'gb',
    name: 'To GB',
    type: 'ShipmentService' as const,
    tree: all(bud('recipientCountryCode', 'Equal', 'GB')),
  },
];

export async function seedDemoConditions(db: Database) {
  const id = (key: string) => stableId(`condition:${key}`);
  await db
    .insert(conditions)
    .values(CONDITIONS.map(({ key, ...row }) => ({ ...row, id: id(key) })))
    .onConflictDoNothing();
  const shipmentFolder = stableId('condition-of-shipment:folder:uk');
  await db
    .insert(shipmentConditions)
    .values([
      { id: shipmentFolder, name: 'United Kingdom', isFolder: true },
      {
        id: stableId('condition-of-shipment:heavy-gb'),
        name: 'No parcels over 30 kg to GB',
        parentId: shipmentFolder,
        conditionId: id('heavy-gb'),
        errorCode: 'WEIGHT_LIMIT_EXCEEDED',
        type: 'Blocking',
      },
      {
        id: stableId('condition-of-shipment:large-cod'),
        name: 'Check contents of large COD parcels',
        conditionId: id('large-cod'),
        errorCode: 'CHECK_CONTENTS',
        type: 'InformingUponAcceptance',
      },
    ])
    .onConflictDoNothing();
  const serviceFolder = stableId('condition-of-service:folder:uk');
  await db
    .insert(serviceConditions)
    .values([
      { id: serviceFolder, name: 'United Kingdom', isFolder: true },
      {
        id: stableId('condition-of-service:packaging-gb'),
        name: 'Packaging for heavy parcels to GB',
        parentId: serviceFolder,
        conditionId: id('gb-10kg'),
        serviceCode: 'Packaging',
        eachSeatCalculation: true,
        amount: '5.00',
        valueType: 'Fixed',
        type: 'Automatic',
        payerType: 'Sender',
      },
      {
        id: stableId('condition-of-service:sms-gb'),
        name: 'SMS notice to GB recipients',
        parentId: serviceFolder,
        conditionId: id('gb'),
        serviceCode: 'SmsNotification',
        amount: '1.00',
        valueType: 'Fixed',
        type: 'Manual',
        payerType: 'Recipient',
        hotkey: 'S',
      },
    ])
    .onConflictDoNothing();
  await bumpConditionsVersion(db);
}
