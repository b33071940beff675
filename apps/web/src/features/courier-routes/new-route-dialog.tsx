import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, DatePicker, Form, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/product-error.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { ReferenceAutocomplete } from '../registers/reference/reference-autocomplete.tsx';
import { createRoute, routeKeys } from './routes-api.ts';
import { useShiftCouriers } from './use-shift-couriers.ts';

const T = 'admin.pages.courier_routes';

interface NewRouteValues {
  divisionId: string;
  day: Dayjs;
  courier: string;
}

/**
 * "New route" (`POST routes`): an empty Draft for a courier on shift who has no route that day,
 * in the hub's division and day unless the dispatcher picks others. Stops reach it by moves.
 */
export function NewRouteButton(props: { divisionId: string | null; day: string }): ReactElement {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [form] = Form.useForm<NewRouteValues>();
  const divisionId = Form.useWatch('divisionId', form);
  const day = Form.useWatch('day', form);
  const couriers = useShiftCouriers(divisionId, day?.format('YYYY-MM-DD'));
  const close = () => {
    setOpen(false);
    setRefusal(null);
  };
  const create = useMutation({
    mutationFn: (values: NewRouteValues) =>
      createRoute({
        divisionId: values.divisionId,
        day: values.day.format('YYYY-MM-DD'),
        courier: values.courier,
      }),
    onSuccess: async (route) => {
      close();
      void message.success(t(`${T}.route_created`, { number: route.number }));
      await queryClient.invalidateQueries({ queryKey: routeKeys.all });
    },
    onError: (error) => setRefusal(errorText(error)),
  });
  const required = (field: string) => ({ required: true, message: t(`${T}.${field}_required`) });
  return (
    <>
      <Button icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        {t(`${T}.new_route`)}
      </Button>
      <Modal
        open={open}
        title={t(`${T}.new_route`)}
        okText={t(`${T}.create`)}
        cancelText={t(`${T}.cancel`)}
        confirmLoading={create.isPending}
        onOk={() =>
          void form.validateFields().then(
            (values) => create.mutate(values),
            () => undefined,
          )
        }
        onCancel={close}
        destroyOnHidden
      >
        {refusal && <Alert type="error" showIcon title={refusal} role="alert" style={{ marginBottom: 12 }} />}
        <Form
          form={form}
          layout="vertical"
          initialValues={{ divisionId: props.divisionId ?? user?.division?.id, day: dayjs(props.day) }}
        >
          <Form.Item name="divisionId" label={t(`${T}.division`)} rules={[required('division')]}>
            <ReferenceAutocomplete
              register="divisions"
              knownLabels={user?.division ? { [user.division.id]: user.division.name } : {}}
              onChange={() => form.setFieldValue('courier', undefined)}
            />
          </Form.Item>
          <Form.Item name="day" label={t(`${T}.day`)} rules={[required('day')]}>
            <DatePicker allowClear={false} onChange={() => form.setFieldValue('courier', undefined)} />
          </Form.Item>
          <Form.Item name="courier" label={t(`${T}.courier`)} rules={[required('courier')]}>
            <Select showSearch loading={couriers.loading} options={couriers.options} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
