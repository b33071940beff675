import { CopyOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../app/route-paths.ts';
import { RegisterListPage } from '../registers/list/register-list-page.tsx';
import type { RegisterRecord } from '../registers/register-api.ts';
import { DUPLICATE_SENDER_PARAM } from './form/shipment-form-query.ts';

const NEW_SHIPMENT = { collection: 'shipments', id: 'new', mode: 'create' } as const;

/**
 * "Duplicate sender data" (registers §2.1): a new shipment whose sender is the selected
 * row's — by its company TIN (`cidSenderCompanyTin`) when it has one, otherwise copied
 * from the shipment itself (`duplicateSenderOf`).
 */
export function duplicateSenderPath(row: RegisterRecord): string | undefined {
  if (typeof row.id !== 'string') return undefined;
  const tin = typeof row.senderCompanyTin === 'string' ? row.senderCompanyTin.trim() : '';
  const query: Record<string, string> = { openedFrom: 'shipments' };
  if (tin) query.cidSenderCompanyTin = tin;
  else query[DUPLICATE_SENDER_PARAM] = row.id;
  return pathTo('one_shipment', NEW_SHIPMENT, query);
}

function ShipmentActions({ selected }: { selected: RegisterRecord | null }): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const duplicate = selected ? duplicateSenderPath(selected) : undefined;
  return (
    <>
      <Tooltip title={selected ? undefined : t('registers.toolbar.select_row')}>
        <Button
          icon={<CopyOutlined />}
          disabled={duplicate === undefined}
          onClick={() => duplicate && void navigate(duplicate)}
        >
          {t('admin.pages.shipments.duplicate_sender')}
        </Button>
      </Tooltip>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => void navigate(pathTo('one_shipment', NEW_SHIPMENT, { openedFrom: 'shipments' }))}
      >
        {t('admin.pages.shipments.new_shipment')}
      </Button>
    </>
  );
}

/** The shipments register (registers §3.1): the generic list; rows open one_shipment. */
export function ShipmentsListPage(): ReactElement {
  return <RegisterListPage actions={(selected) => <ShipmentActions selected={selected} />} />;
}
