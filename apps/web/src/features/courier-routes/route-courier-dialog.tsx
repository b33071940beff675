import type { RouteView } from '@console/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Modal, Select } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/product-error.ts';
import { changeRouteCourier, type RouteCourierKind, routeKeys } from './routes-api.ts';
import { useShiftCouriers } from './use-shift-couriers.ts';

const T = 'admin.pages.courier_routes';

/** The texts of each dialog: handing the route over, or naming the courier it was planned for. */
const TEXTS: Record<RouteCourierKind, { button: string; title: string; done: string }> = {
  courier: { button: `${T}.hand_over`, title: `${T}.hand_over_title`, done: `${T}.handed_over` },
  'initial-courier': {
    button: `${T}.set_initial_courier`,
    title: `${T}.initial_courier_title`,
    done: `${T}.initial_courier_set`,
  },
};

/**
 * "Hand over to another courier" (`PUT routes/{id}/courier`) or "Set initial courier"
 * (`PUT routes/{id}/initial-courier`) on a route: a courier on shift that day, sent with the
 * route's lockVersion. A refusal (another courier's route, over capacity, changed meanwhile)
 * stays in the dialog with the server's words.
 */
export function RouteCourierButton(props: { route: RouteView; kind: RouteCourierKind }): ReactElement {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { route, kind } = props;
  const texts = TEXTS[kind];
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [form] = Form.useForm<{ courier: string }>();
  const couriers = useShiftCouriers(open ? route.divisionId : null, route.day);
  const current = kind === 'courier' ? route.courier : route.initialCourier;
  const close = () => {
    setOpen(false);
    setRefusal(null);
  };
  const change = useMutation({
    mutationFn: (courier: string) => changeRouteCourier(route, kind, courier),
    onSuccess: async () => {
      close();
      void message.success(t(texts.done, { number: route.number }));
      await queryClient.invalidateQueries({ queryKey: routeKeys.all });
    },
    onError: async (error) => {
      setRefusal(errorText(error));
      // A stale lockVersion (409) is refused again until the route is read anew.
      await queryClient.invalidateQueries({ queryKey: routeKeys.all });
    },
  });
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid={`${kind}-${route.courier}`}>
        {t(texts.button)}
      </Button>
      <Modal
        open={open}
        title={t(texts.title, { number: route.number })}
        okText={t(`${T}.save`)}
        cancelText={t(`${T}.cancel`)}
        confirmLoading={change.isPending}
        onOk={() =>
          void form.validateFields().then(
            (values) => change.mutate(values.courier),
            () => undefined,
          )
        }
        onCancel={close}
        destroyOnHidden
      >
        {refusal && <Alert type="error" showIcon title={refusal} role="alert" style={{ marginBottom: 12 }} />}
        <Form form={form} layout="vertical">
          <Form.Item
            name="courier"
            label={t(`${T}.courier`)}
            rules={[{ required: true, message: t(`${T}.courier_required`) }]}
          >
            <Select
              showSearch
              loading={couriers.loading}
              placeholder={current ?? undefined}
              options={couriers.options.filter((option) => option.value !== current)}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
