import { type ReactElement, useState } from 'react';
import { pathTo } from '../../app/route-paths.ts';
import { RegisterListPage } from '../registers/list/register-list-page.tsx';
import type { RegisterRecord } from '../registers/register-api.ts';
import { ModificationDrawer } from './modification-drawer.tsx';

/** A row's shipment number opens the shipment. */
export function modificationLink(field: string, row: RegisterRecord): string | undefined {
  if (field !== 'shipmentNumber' || typeof row.shipmentId !== 'string') return undefined;
  return pathTo(
    'one_shipment',
    { collection: 'shipments', id: row.shipmentId, mode: 'edit' },
    { openedFrom: 'shipments' },
  );
}

/** Shipment modifications (registers §2.3): the generic list; a row opens its read-only drawer. */
export function ShipmentModificationsListPage(): ReactElement {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <RegisterListPage
      onOpen={(row) => setOpenId(typeof row.id === 'string' ? row.id : null)}
      linkOf={modificationLink}
    >
      <ModificationDrawer id={openId} onClose={() => setOpenId(null)} />
    </RegisterListPage>
  );
}
