import { can, type Pickup } from '@console/domain';
import { App, Button, Form, Modal } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { type AddressValues, PickupAddressFields } from './pickup-address-fields.tsx';
import { changePickupAddress } from './pickup-api.ts';

const FINISHED = ['Done', 'ClientCanceled', 'NotCompleted', 'Deleted'];

/** "Pickup change address" (platform §6): administrator-god, service desk, contact-centre operator. */
export function PickupAddressChange(props: {
  pickup: Pickup;
  onChanged(pickup: Pickup | null): void;
}): ReactElement | null {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<AddressValues>();
  const { pickup } = props;
  if (!user || !can(user, 'pickupChangeAddress') || pickup.deletedAt || FINISHED.includes(pickup.status))
    return null;
  const parts = pickup.addressParts;
  const save = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      const changed = await changePickupAddress(pickup.id, {
        address: {
          string: values.addressString ?? '',
          latitude: Number(values.latitude),
          longitude: Number(values.longitude),
        },
        addressParts: {
          street: values.street || null,
          building: values.building || null,
          postCode: values.postCode || null,
          city: values.city || null,
          flat: values.flat || null,
        },
        settlementId: values.settlementId ?? null,
        streetId: values.streetId ?? null,
        buildingId: values.buildingId ?? null,
        lockVersion: pickup.lockVersion,
      });
      props.onChanged(changed);
      setOpen(false);
      void message.success(t('admin.pages.pickups.saved'));
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
      props.onChanged(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {t('admin.pages.pickups.change_address')}
      </Button>
      <Modal
        open={open}
        width={860}
        title={t('admin.pages.pickups.change_address')}
        onCancel={() => setOpen(false)}
        onOk={() => void save()}
        confirmLoading={busy}
        destroyOnHidden
      >
        <Form<AddressValues>
          form={form}
          layout="vertical"
          initialValues={{
            settlementId: pickup.settlementId,
            streetId: pickup.streetId,
            buildingId: pickup.buildingId,
            street: parts?.street ?? '',
            building: parts?.building ?? '',
            postCode: parts?.postCode ?? '',
            city: parts?.city ?? '',
            flat: parts?.flat ?? '',
            addressString: pickup.address.string ?? '',
            latitude: pickup.address.latitude,
            longitude: pickup.address.longitude,
          }}
        >
          <PickupAddressFields countryCode={pickup.countryCode} />
        </Form>
      </Modal>
    </>
  );
}
