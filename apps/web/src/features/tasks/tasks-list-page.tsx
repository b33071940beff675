import { type ReactElement, useState } from 'react';
import { RegisterListPage } from '../registers/list/register-list-page.tsx';
import type { RegisterRecord } from '../registers/register-api.ts';
import { CourierOperationsDialog } from './courier-operations-dialog.tsx';

/** Registers §2.4: a CourierOperations task opens in a dialog; other tasks open their type's form. */
const opensInDialog = (row: RegisterRecord) => row.type === 'CourierOperations';

/** The tasks register (registers §2.1): the generic list, courier operations in a dialog. */
export function TasksListPage(): ReactElement {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <RegisterListPage
      onOpen={(row) => setOpenId(typeof row.id === 'string' ? row.id : null)}
      opensInPlace={opensInDialog}
    >
      {openId !== null && <CourierOperationsDialog id={openId} onClose={() => setOpenId(null)} />}
    </RegisterListPage>
  );
}
