import {
  CARRIERS,
  can,
  canRemovePickupCourier,
  PICKUP_STATUS_CHANGES,
  type Pickup,
  type PickupStatus,
} from '@console/domain';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Select, Space } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth/use-current-user.ts';
import {
  assignToPartner,
  changePickupStatus,
  deletePickup,
  fetchExecutors,
  partnersByGeozoning,
  pickupKeys,
  setPickupCourier,
} from './pickup-api.ts';

type Dialog = 'status' | 'courier' | 'partner' | null;

/**
 * The pickup's actions (registers §4, platform §6): status moves with a note, delete a Draft,
 * appoint or remove a courier (executors nearest first), assign to a partner found by geozoning.
 * Every change sends the lockVersion; a stale one answers 409 and the page reloads.
 */
export function PickupActions(props: {
  pickup: Pickup;
  onChanged(pickup: Pickup | null): void;
}): ReactElement {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { data: user } = useCurrentUser();
  const { pickup } = props;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm();
  const moves = PICKUP_STATUS_CHANGES[pickup.status].filter(
    (status) => status !== 'Created' || pickup.status === 'Draft',
  );
  const changeCourier = user ? can(user, 'pickupChangeCourier') : false;
  const assign = user ? can(user, 'pickupAssignToPartner') : false;
  const executors = useQuery({
    queryKey: pickupKeys.executors(pickup.id),
    queryFn: () => fetchExecutors(pickup.id),
    enabled: dialog === 'courier',
  });
  const partners = useQuery({
    queryKey: ['pickups', 'partners', pickup.id],
    queryFn: () =>
      partnersByGeozoning(pickup.countryCode, pickup.address.latitude ?? 0, pickup.address.longitude ?? 0),
    enabled: dialog === 'partner' && pickup.address.latitude !== null,
  });

  const run = async (work: () => Promise<Pickup | null>, done: string) => {
    setBusy(true);
    try {
      props.onChanged(await work());
      setDialog(null);
      form.resetFields();
      void message.success(t(done));
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
      props.onChanged(null);
    } finally {
      setBusy(false);
    }
  };

  const ok = () =>
    void form
      .validateFields()
      .then((values: { status?: PickupStatus; note?: string; executor?: string; partner?: string }) => {
        if (dialog === 'status' && values.status)
          return run(
            () => changePickupStatus(pickup, values.status!, values.note),
            'admin.pages.pickups.saved',
          );
        if (dialog === 'courier' && values.executor)
          return run(
            () => setPickupCourier(pickup, values.executor!, values.note),
            'admin.pages.pickups.courier_appointed',
          );
        if (dialog === 'partner') {
          const [carrier, number] = (values.partner ?? '').split('|');
          return run(
            () => assignToPartner(pickup, carrier || null, number || null),
            'admin.pages.pickups.saved',
          );
        }
        return undefined;
      });

  const finished = pickup.deletedAt !== null || moves.length === 0;
  return (
    <>
      <Space wrap>
        {pickup.status === 'Draft' && (
          <Button
            type="primary"
            loading={busy}
            disabled={pickup.deletedAt !== null}
            onClick={() =>
              void run(() => changePickupStatus(pickup, 'Created'), 'admin.pages.pickups.confirmed')
            }
          >
            {t('admin.pages.pickups.confirm')}
          </Button>
        )}
        {!finished && pickup.status !== 'Draft' && (
          <Button onClick={() => setDialog('status')}>{t('admin.pages.pickups.change_status')}</Button>
        )}
        {changeCourier && ['Created', 'AppointedCourier', 'InProgress'].includes(pickup.status) && (
          <Button onClick={() => setDialog('courier')}>{t('admin.pages.pickups.change_courier')}</Button>
        )}
        {changeCourier && canRemovePickupCourier(pickup.status) && (
          <Button
            loading={busy}
            onClick={() =>
              void run(() => setPickupCourier(pickup, null), 'admin.pages.pickups.courier_removed')
            }
          >
            {t('admin.pages.pickups.remove_courier')}
          </Button>
        )}
        {assign && ['Draft', 'Created', 'AppointedCourier'].includes(pickup.status) && !pickup.deletedAt && (
          <Button onClick={() => setDialog('partner')}>{t('admin.pages.pickups.assign_partner')}</Button>
        )}
        {pickup.status === 'Draft' && !pickup.deletedAt && (
          <Button
            danger
            onClick={() =>
              modal.confirm({
                title: t('admin.pages.pickups.delete_confirm'),
                onOk: () => run(() => deletePickup(pickup.id), 'admin.pages.pickups.deleted'),
              })
            }
          >
            {t('admin.pages.pickups.delete')}
          </Button>
        )}
      </Space>
      <Modal
        open={dialog !== null}
        title={dialog ? t(`admin.pages.pickups.dialog.${dialog}`) : ''}
        onCancel={() => setDialog(null)}
        onOk={ok}
        confirmLoading={busy}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          {dialog === 'status' && (
            <Form.Item name="status" label={t('admin.pages.pickups.status')} rules={[{ required: true }]}>
              <Select
                options={moves.map((status) => ({
                  value: status,
                  label: t(`registers.pickups.options.status.${status}`, { defaultValue: status }),
                }))}
              />
            </Form.Item>
          )}
          {dialog === 'courier' && (
            <Form.Item name="executor" label={t('admin.pages.pickups.courier')} rules={[{ required: true }]}>
              <Select
                showSearch
                optionFilterProp="label"
                loading={executors.isPending}
                aria-label={t('admin.pages.pickups.courier')}
                options={(executors.data ?? []).map((item) => ({
                  value: item.executor,
                  label: `${item.lastName} ${item.firstName} (${item.executor})${item.distance === null ? '' : ` · ${item.distance} km`}`,
                }))}
              />
            </Form.Item>
          )}
          {dialog === 'partner' && (
            <Form.Item name="partner" label={t('admin.pages.pickups.partner')}>
              <Select
                allowClear
                loading={partners.isPending}
                options={[
                  { value: '', label: t('admin.pages.pickups.own_couriers') },
                  ...(partners.data ?? []).map((item) => ({
                    value: `${item.carrier}|${item.number}`,
                    label: `${item.carrier} ${item.number} · ${item.name}`,
                  })),
                  ...CARRIERS.filter(
                    (carrier) => !(partners.data ?? []).some((item) => item.carrier === carrier),
                  ).map((carrier) => ({ value: carrier, label: carrier })),
                ]}
              />
            </Form.Item>
          )}
          {dialog !== 'partner' && (
            <Form.Item name="note" label={t('admin.pages.pickups.note')}>
              <Input.TextArea rows={2} maxLength={1000} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  );
}
