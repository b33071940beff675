import { DeleteOutlined, EditOutlined, MoreOutlined } from '@ant-design/icons';
import { can, type PrintFormKind, type Shipment, type Visit, type VisitDocument } from '@console/domain';
import { App, Button, Dropdown, Flex, type MenuProps } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../app/route-paths.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { PrintButton } from '../printing/print-button.tsx';
import { ModificationDialog } from './modification-dialog.tsx';
import { shipmentFormPath } from './use-receiving.ts';
import type { ModificationKind, OpenedFrom } from './visit-api.ts';
import { cancelRefusal, deleteVisitDocument, refuseDocument } from './visit-api.ts';
import { reportVisitError } from './visit-errors.ts';

const T = 'admin.pages.visit.documents';

/** The statuses each modification is offered for: a parcel being issued or refused may be sent back or on. */
const MODIFICATION_STATUSES: Readonly<Record<ModificationKind, readonly string[]>> = {
  Return: ['Issuance', 'Refusal'],
  Redirecting: ['Issuance', 'Refusal'],
  ChangeData: ['Issuance', 'Acceptance'],
};

function printKinds(shipment: Shipment | undefined): PrintFormKind[] {
  const kinds: PrintFormKind[] = ['marking', 'citizen', 'search-coupon'];
  if (shipment?.internationalShipping) kinds.push('international', 'invoice');
  return kinds;
}

export interface DocumentActionsProps {
  visit: Visit;
  from: OpenedFrom | null;
  document: VisitDocument;
  shipment: Shipment | undefined;
  editable: boolean;
  onChanged(): Promise<void>;
}

/** What a document offers by its status (registers §4, §5; platform §6 capabilities). */
export function DocumentActions({
  visit,
  from,
  document,
  shipment,
  editable,
  onChanged,
}: DocumentActionsProps): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const { data: user } = useCurrentUser();
  const [modification, setModification] = useState<ModificationKind | null>(null);
  const [busy, setBusy] = useState(false);
  const groups = { groups: user?.groups ?? [] };
  const isShipment = document.documentType === 'Shipment';

  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      reportVisitError(t, error);
    } finally {
      setBusy(false);
      // The server may have refused part of it: the visit shows what is stored.
      await onChanged();
    }
  };

  const open = () =>
    void navigate(
      isShipment
        ? shipmentFormPath(visit.id, { id: document.documentId }, from)
        : pathTo('order_edit', { id: document.documentId }),
    );

  const confirmDelete = () =>
    modal.confirm({
      title: t(`${T}.delete_title`, { number: document.number }),
      okText: t(`${T}.delete`),
      okButtonProps: { danger: true },
      cancelText: t('admin.pages.visit.cancel'),
      onOk: () => run(() => deleteVisitDocument(visit.id, document.documentId)),
    });

  const items: NonNullable<MenuProps['items']> = [];
  if (editable && isShipment && document.status === 'Issuance' && can(groups, 'sendOrIssueParcel')) {
    items.push({ key: 'refuse', label: t(`${T}.refuse`) });
  }
  if (editable && isShipment && document.status === 'Refusal' && can(groups, 'sendOrIssueParcel')) {
    items.push({ key: 'cancel-refusal', label: t(`${T}.cancel_refusal`) });
  }
  if (editable && isShipment) {
    for (const kind of ['Return', 'Redirecting', 'ChangeData'] as const) {
      const capability = kind === 'ChangeData' ? 'dataChange' : 'returnRedirect';
      if (MODIFICATION_STATUSES[kind].includes(document.status) && can(groups, capability)) {
        items.push({ key: kind, label: t(`${T}.modifications.${kind}`) });
      }
    }
  }

  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'refuse') void run(() => refuseDocument(visit.id, document.documentId));
    else if (key === 'cancel-refusal') void run(() => cancelRefusal(visit.id, document.documentId));
    else if (key === 'Return' || key === 'Redirecting' || key === 'ChangeData') setModification(key);
  };

  return (
    <Flex wrap gap={6} className="visit-document-actions">
      <Button size="small" icon={<EditOutlined />} onClick={open}>
        {t(`${T}.open`)}
      </Button>
      {isShipment && (
        <PrintButton
          size="small"
          ids={[document.documentId]}
          kinds={printKinds(shipment)}
          documentStatus={document.status}
          {...(visit.fullName ? { clientName: visit.fullName } : {})}
          {...(shipment
            ? {
                countries: [
                  {
                    recipientCountry: shipment.recipient.countryCode,
                    senderCountry: shipment.sender.countryCode,
                  },
                ],
              }
            : {})}
        />
      )}
      {items.length > 0 && (
        <Dropdown trigger={['click']} menu={{ items, onClick: onMenu }} disabled={busy}>
          <Button size="small" icon={<MoreOutlined />} loading={busy}>
            {t(`${T}.operations`)}
          </Button>
        </Dropdown>
      )}
      {editable && can(groups, 'visitDocumentsDelete') && (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={t(`${T}.delete`)}
          disabled={busy}
          onClick={confirmDelete}
        >
          {t(`${T}.delete`)}
        </Button>
      )}
      {modification && shipment && (
        <ModificationDialog
          kind={modification}
          visit={visit}
          shipment={shipment}
          onClose={(saved) => {
            setModification(null);
            if (saved) void onChanged();
          }}
        />
      )}
    </Flex>
  );
}
