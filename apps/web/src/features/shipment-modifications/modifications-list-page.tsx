import { type ReactElement, useState } from 'react';
import { RegisterListPage } from '../registers/list/register-list-page.tsx';
import { ModificationDrawer } from './modification-drawer.tsx';

/** Shipment modifications (registers §2.3): the generic list; a row opens its read-only drawer. */
export function ShipmentModificationsListPage(): ReactElement {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <RegisterListPage onOpen={(row) => setOpenId(typeof row.id === 'string' ? row.id : null)}>
      <ModificationDrawer id={openId} onClose={() => setOpenId(null)} />
    </RegisterListPage>
  );
}
