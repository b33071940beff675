import { PlusOutlined } from '@ant-design/icons';
import type { CourierShiftView } from '@console/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/product-error.ts';
import { CourierShiftDialog, vehicleKindText } from './courier-shift-dialog.tsx';
import { placeText } from './courier-shift-form.ts';
import { deleteCourierShift, routeKeys } from './routes-api.ts';
import { useCourierShifts } from './use-shift-couriers.ts';

const T = 'admin.pages.courier_routes';
const S = `${T}.shifts`;

/**
 * Who is on shift in the division that day (issue 29): what the route builder plans with — hours,
 * vehicle, capacity, skills and where each courier starts and ends. Dispatchers add and edit them
 * here; before this the shifts came only from the API and the demo seed.
 */
export function CourierShiftsPanel(props: { divisionId: string; day: string }): ReactElement {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const shifts = useCourierShifts(props.divisionId, props.day);
  const remove = useMutation({
    mutationFn: (shift: CourierShiftView) => deleteCourierShift(shift.id),
    onSuccess: async (_, shift) => {
      void message.success(t(`${S}.deleted`, { courier: shift.courier }));
      await queryClient.invalidateQueries({ queryKey: routeKeys.shifts(props.divisionId, props.day) });
    },
    // A courier who holds a route of the day keeps the shift: the server says so.
    onError: (error) => void message.error(errorText(error)),
  });
  // undefined: no dialog; null: adding; a shift: editing it.
  const [editing, setEditing] = useState<CourierShiftView | null | undefined>(undefined);
  const hub = t(`${S}.hub`);
  const columns: TableColumnsType<CourierShiftView> = [
    { key: 'courier', title: t(`${T}.courier`), dataIndex: 'courier' },
    { key: 'hours', title: t(`${S}.hours`), render: (_, row) => `${row.startTime}–${row.endTime}` },
    {
      key: 'vehicleKind',
      title: t(`${S}.vehicle_kind`),
      render: (_, row) => vehicleKindText(t, row.vehicleKind),
    },
    {
      key: 'capacity',
      title: t(`${S}.capacity`),
      render: (_, row) =>
        [
          t(`${S}.kg`, { kg: row.capacityKg }),
          row.capacityM3 === null ? null : t(`${S}.m3`, { m3: row.capacityM3 }),
        ]
          .filter(Boolean)
          .join(' / '),
    },
    { key: 'vehicleNumber', title: t(`${S}.vehicle_number`), dataIndex: 'vehicleNumber' },
    {
      key: 'skills',
      title: t(`${S}.skills`),
      render: (_, row) => row.skills.map((skill) => t(`${S}.skill_names.${skill}`)).join(', '),
    },
    {
      key: 'places',
      title: t(`${S}.places`),
      render: (_, row) => {
        const start = placeText(row.startLatitude, row.startLongitude) ?? hub;
        // No end place: the route comes back to where it started (the API's rule).
        return `${start} → ${placeText(row.endLatitude, row.endLongitude) ?? start}`;
      },
    },
    {
      key: 'actions',
      title: t(`${S}.actions`),
      // Always in sight, however far the row scrolls on a narrow screen.
      fixed: 'right',
      render: (_, row) => (
        <Space size="small">
          <Button
            size="small"
            onClick={() => setEditing(row)}
            aria-label={t(`${S}.edit_of`, { courier: row.courier })}
          >
            {t(`${S}.edit`)}
          </Button>
          <Popconfirm
            title={t(`${S}.delete_confirm`, { courier: row.courier, day: props.day })}
            okText={t(`${S}.delete`)}
            cancelText={t(`${T}.cancel`)}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutateAsync(row).catch(() => undefined)}
          >
            <Button
              size="small"
              danger
              loading={remove.isPending && remove.variables?.id === row.id}
              aria-label={t(`${S}.delete_of`, { courier: row.courier })}
            >
              {t(`${S}.delete`)}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Flex vertical gap="small">
      <Flex justify="end">
        <Button icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t(`${S}.add`)}
        </Button>
      </Flex>
      {shifts.isError && <Alert type="error" showIcon title={errorText(shifts.error)} />}
      <Table
        aria-label={t(`${S}.list`)}
        data-testid="courier-shifts"
        rowKey="id"
        size="small"
        pagination={false}
        loading={shifts.isPending}
        columns={columns}
        dataSource={shifts.data ?? []}
        locale={{ emptyText: t(`${S}.none`) }}
        scroll={{ x: 'max-content' }}
      />
      {editing !== undefined && (
        <CourierShiftDialog
          divisionId={props.divisionId}
          day={props.day}
          shift={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Flex>
  );
}
