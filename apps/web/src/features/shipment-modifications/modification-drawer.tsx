import {
  can,
  MODIFICATION_STATUS_TRANSITIONS,
  SHIPMENT_MODIFICATION_STATUS_TONES,
  type ShipmentModificationStatus,
  type ShipmentModificationView,
} from '@console/domain';
import { Alert, App, Button, Descriptions, Drawer, Flex, Grid, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addError } from '../../api/error-list.ts';
import { pathTo } from '../../app/route-paths.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { ToneTag } from '../layout/tone-tag.tsx';
import { DATE_TIME_FORMAT } from '../registers/list/cell-format.ts';
import { modificationPathType, useChangeModificationStatus, useModification } from './modification-api.ts';
import { partyLabel, payloadLines } from './payload-lines.ts';

const option = (name: string, value: string) => `registers.shipment_modification.options.${name}.${value}`;

function StatusActions({ modification }: { modification: ShipmentModificationView }): ReactElement | null {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { data: user } = useCurrentUser();
  const change = useChangeModificationStatus();
  const pathType = modificationPathType(modification.type);
  const next = MODIFICATION_STATUS_TRANSITIONS[modification.status];
  if (!user || !can(user, 'shipmentManagement') || !pathType || next.length === 0) return null;
  const run = async (status: ShipmentModificationStatus) => {
    try {
      await change.mutateAsync({ pathType, id: modification.id, status });
      void message.success(t('admin.pages.shipment_modification.status_changed'));
    } catch (error) {
      addError(error);
    }
  };
  return (
    <Flex gap={8} wrap="wrap">
      {next.map((status) => (
        <Button
          key={status}
          danger={status === 'Canceled'}
          type={status === 'Canceled' ? 'default' : 'primary'}
          loading={change.isPending && change.variables?.status === status}
          onClick={() => void run(status)}
        >
          {t(`admin.pages.shipment_modification.to_status.${status}`)}
        </Button>
      ))}
    </Flex>
  );
}

/** One modification, read-only, with its status actions (registers §2.3, §4). */
export function ModificationDrawer(props: { id: string | null; onClose(): void }): ReactElement {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const modification = useModification(props.id);
  const data = modification.data;
  return (
    <Drawer
      open={props.id !== null}
      onClose={props.onClose}
      size={screens.md ? 560 : '100%'}
      title={
        data
          ? t('admin.pages.shipment_modification.title', { number: data.number })
          : t('routes.shipment_modification')
      }
      extra={data && <StatusActions modification={data} />}
    >
      {modification.isError && <Alert type="error" showIcon title={modification.error.message} />}
      {modification.isPending && props.id !== null && <Skeleton active />}
      {data && (
        <Flex vertical gap={16}>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              {
                key: 'type',
                label: t('registers.shipment_modification.fields.type'),
                children: t(option('type', data.type), { defaultValue: data.type }),
              },
              {
                key: 'status',
                label: t('registers.shipment_modification.fields.status'),
                children: (
                  <ToneTag tone={SHIPMENT_MODIFICATION_STATUS_TONES[data.status]}>
                    {t(option('status', data.status), { defaultValue: data.status })}
                  </ToneTag>
                ),
              },
              {
                key: 'shipment',
                label: t('registers.shipment_modification.fields.shipmentNumber'),
                children: (
                  <Link
                    to={pathTo(
                      'one_shipment',
                      { collection: 'shipments', id: data.shipmentId, mode: 'edit' },
                      { openedFrom: 'shipments' },
                    )}
                  >
                    {data.shipmentNumber}
                  </Link>
                ),
              },
              {
                key: 'createdAt',
                label: t('registers.shipment_modification.fields.createdAt'),
                children: dayjs(data.createdAt).format(DATE_TIME_FORMAT),
              },
              { key: 'user', label: t('registers.shipment_modification.fields.user'), children: data.user },
              { key: 'source', label: t('admin.pages.shipment_modification.source'), children: data.source },
              {
                key: 'customer',
                label: t('admin.pages.shipment_modification.customer'),
                children:
                  [data.customerType && partyLabel(t, data.customerType), data.customerPhone]
                    .filter(Boolean)
                    .join(' · ') || '—',
              },
              {
                key: 'inspection',
                label: t('admin.pages.shipment_modification.status_inspection'),
                children: data.additionalParameters.statusInspection ?? '—',
              },
              {
                key: 'note',
                label: t('registers.shipment_modification.fields.note'),
                children: data.note ?? '—',
              },
            ]}
          />
          <div>
            <Typography.Title level={5}>{t('admin.pages.shipment_modification.payload')}</Typography.Title>
            <Descriptions
              size="small"
              column={1}
              items={payloadLines(t, data.payload).map((line) => ({
                key: line.key,
                label: line.label,
                children: line.value,
              }))}
            />
          </div>
        </Flex>
      )}
    </Drawer>
  );
}
