import { CarOutlined } from '@ant-design/icons';
import { isDispatcher, type Shipment, timeOfDaySchema } from '@console/domain';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Col, Form, Input, InputNumber, Modal, Row } from 'antd';
import dayjs from 'dayjs';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiClient } from '../../api/client.ts';
import { addError } from '../../api/error-list.ts';
import { pathTo } from '../../app/route-paths.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import type { Task } from './task-api.ts';

const T = 'admin.pages.tasks.delivery';

interface DeliveryValues {
  day: string;
  timeFrom: string;
  timeTo: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  executor?: string;
}

/** The recipient's address as one line: its own text, else its parts. */
function addressLine(shipment: Shipment): string {
  const { address, addressParts } = shipment.recipient;
  if (address?.string) return address.string;
  if (!addressParts) return '';
  return [
    [addressParts.street, addressParts.building].filter(Boolean).join(' '),
    [addressParts.postCode, addressParts.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
}

const weightKg = (shipment: Shipment) =>
  shipment.parcels.reduce((total, parcel) => total + (parcel.actualWeight ?? 0), 0) / 1000;

/**
 * "Courier delivery" on an Accepted shipment's screen: a dispatcher makes the client-address task
 * that takes it to the recipient (registers §3.2 "Task", with the shipment's number), for a day and
 * a window, at the recipient's address; route building then plans it, and the courier's Done
 * delivers it.
 */
export function DeliveryTaskButton(props: { shipment: Shipment }): ReactElement | null {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<DeliveryValues>();
  const { shipment } = props;
  const create = useMutation({
    mutationFn: async (values: DeliveryValues) => {
      const { data } = await apiClient.post<Task>('tasks', {
        type: 'ClientAddress',
        divisionId: shipment.recipient.divisionId,
        ownerDocumentNumber: shipment.number,
        shipmentNumbers: [shipment.number],
        day: values.day,
        timeFrom: values.timeFrom,
        timeTo: values.timeTo,
        address: { string: values.address, latitude: values.latitude, longitude: values.longitude },
        weightKg: weightKg(shipment),
        executor: values.executor?.trim() || null,
      });
      return data;
    },
    onSuccess: (task) => {
      setOpen(false);
      void message.success(t(`${T}.created`, { number: shipment.number }));
      void navigate(pathTo('edit_task', { id: task.id }));
    },
    onError: (error) => addError(error),
  });
  if (!user || !isDispatcher(user) || shipment.status !== 'Accepted' || !shipment.recipient.divisionId)
    return null;

  const required = { required: true, message: t(`${T}.required`) };
  const time = {
    validator: async (_: unknown, value: string | undefined) => {
      if (value && !timeOfDaySchema.safeParse(value).success) throw new Error(t(`${T}.time_format`));
    },
  };
  return (
    <>
      <Button icon={<CarOutlined />} onClick={() => setOpen(true)}>
        {t(`${T}.button`)}
      </Button>
      <Modal
        open={open}
        title={t(`${T}.title`, { number: shipment.number })}
        okText={t(`${T}.create`)}
        cancelText={t(`${T}.cancel`)}
        confirmLoading={create.isPending}
        onOk={() =>
          // An invalid form shows its messages beside the fields: nothing more to report.
          void form.validateFields().then(
            (values) => create.mutate(values),
            () => undefined,
          )
        }
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{
            day: dayjs().format('YYYY-MM-DD'),
            timeFrom: '09:00',
            timeTo: '18:00',
            address: addressLine(shipment),
            latitude: shipment.recipient.address?.latitude ?? null,
            longitude: shipment.recipient.address?.longitude ?? null,
          }}
        >
          <Row gutter={12}>
            <Col xs={24} sm={10}>
              <Form.Item name="day" label={t('admin.pages.tasks.day')} rules={[required]}>
                <Input type="date" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={7}>
              <Form.Item name="timeFrom" label={t('admin.pages.tasks.time_from')} rules={[required, time]}>
                <Input placeholder="09:00" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={7}>
              <Form.Item name="timeTo" label={t('admin.pages.tasks.time_to')} rules={[required, time]}>
                <Input placeholder="18:00" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="address"
            label={t('admin.pages.tasks.address')}
            rules={[required, { min: 2, max: 500 }]}
          >
            <Input />
          </Form.Item>
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item
                name="latitude"
                label={t(`${T}.latitude`)}
                rules={[required, { type: 'number', min: -90, max: 90 }]}
              >
                <InputNumber style={{ width: '100%' }} step={0.0001} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="longitude"
                label={t(`${T}.longitude`)}
                rules={[required, { type: 'number', min: -180, max: 180 }]}
              >
                <InputNumber style={{ width: '100%' }} step={0.0001} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="executor" label={t('admin.pages.tasks.executor_login')}>
            <Input autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
