import type { PudoParcel } from '@console/domain';
import { Table } from 'antd';
import dayjs from 'dayjs';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

const T = 'admin.pages.pudo_workplace';

/** Parcels of one PUDO list: number, shipment, recipient, since when and how many days here. */
export function PudoParcelTable(props: {
  parcels: PudoParcel[];
  loading: boolean;
  testId: string;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <Table<PudoParcel>
      size="small"
      rowKey="parcelId"
      loading={props.loading}
      dataSource={props.parcels}
      pagination={props.parcels.length > 15 ? { pageSize: 15 } : false}
      scroll={{ x: true }}
      data-testid={props.testId}
      locale={{ emptyText: t(`${T}.empty`) }}
      columns={[
        {
          title: t(`${T}.columns.parcel`),
          dataIndex: 'parcelNumber',
          render: (value: string) => <code>{value}</code>,
        },
        { title: t(`${T}.columns.recipient`), dataIndex: 'recipientName' },
        { title: t(`${T}.columns.shipment`), dataIndex: 'shipmentNumber', responsive: ['md'] },
        {
          title: t(`${T}.columns.arrived`),
          dataIndex: 'arrivedAt',
          responsive: ['md'],
          render: (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : ''),
        },
        { title: t(`${T}.columns.days`), dataIndex: 'daysOnDivision', responsive: ['sm'] },
      ]}
    />
  );
}
