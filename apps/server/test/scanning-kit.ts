import type { ScanAnswer } from '@console/domain';
import { eq } from 'drizzle-orm';
import { users } from '../src/features/auth/auth-tables.ts';
import { recordShipmentEvents } from '../src/features/shipments/shipment-events.ts';
import { draftOf, partyOf } from '../src/features/shipments/shipment-factories.ts';
import { insertShipment } from '../src/features/shipments/shipment-insert.ts';
import { shipmentParcels } from '../src/features/shipments/shipments-tables.ts';
import { demoDivisions } from '../src/seed/demo-shipments.ts';
import type { TestApp } from './test-app.ts';

export interface TestParcel {
  shipmentId: string;
  parcelId: string;
  number: string;
}

/** Calls, demo divisions and parcels where a scan test needs them (data from the demo's factories). */
export function scanningKit(t: TestApp) {
  const call = async (
    login: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { authorization: `Bearer ${await t.tokenOf(login)}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  let counter = 0;
  return {
    call,
    divisions: () => demoDivisions(t.database.db),
    /**
     * Shipments of one parcel each, in `status`, lying at `at` (null: nowhere yet) and bound for
     * `destination` (null: an address).
     */
    async parcels(
      count: number,
      options: {
        at: string | null;
        destination: string | null;
        status?: 'Accepted' | 'ReadyToShip';
        sender?: string;
      },
    ): Promise<TestParcel[]> {
      const [operator] = await t.database.db
        .select({ id: users.id, login: users.login, groups: users.groups })
        .from(users)
        .where(eq(users.login, 'operator'));
      const user = { id: operator!.id, login: operator!.login, groups: operator!.groups as string[] };
      const status = options.status ?? 'Accepted';
      const made: TestParcel[] = [];
      for (let index = 0; index < count; index += 1) {
        counter += 1;
        await t.database.db.transaction(async (tx) => {
          const shipment = await insertShipment(
            tx,
            user,
            draftOf({
              clientOrder: `TEST-SCAN-${counter}`,
              sender: partyOf({
                name: 'Test Sender',
                phone: '48600100200',
                divisionId: options.sender ?? options.at,
              }),
              recipient: partyOf({
                name: 'Test Recipient',
                phone: '48501234567',
                divisionId: options.destination,
              }),
            }),
            {
              status,
              firstLogisticDivisionId: status === 'Accepted' ? options.at : null,
              lastLogisticDivisionId: options.destination,
              acceptedByUser: status === 'Accepted' ? user.login : null,
            },
          );
          if (options.at && status === 'Accepted')
            await recordShipmentEvents(tx, [
              {
                shipmentId: shipment.id,
                event: 'Accepted',
                shipmentStatus: 'Accepted',
                divisionId: options.at,
                user,
              },
            ]);
          const [parcel] = await tx
            .select({ id: shipmentParcels.id, number: shipmentParcels.number })
            .from(shipmentParcels)
            .where(eq(shipmentParcels.shipmentId, shipment.id));
          made.push({ shipmentId: shipment.id, parcelId: parcel!.id, number: parcel!.number });
        });
      }
      return made;
    },
    async create(login: string, body: Record<string, unknown>): Promise<string> {
      const response = await call(login, 'POST', 'scan-registry', body);
      if (response.statusCode !== 201)
        throw new Error(`create scan: ${response.statusCode} ${response.body}`);
      return response.json<{ data: { id: string } }>().data.id;
    },
    async scan(login: string, id: string, barcode: string): Promise<ScanAnswer> {
      const response = await call(login, 'POST', `scan-registry/${id}/scans`, { barcode });
      if (response.statusCode !== 200) throw new Error(`scan: ${response.statusCode} ${response.body}`);
      return response.json<ScanAnswer>();
    },
  };
}
