import { canEditPickupContact, type Pickup } from '@console/domain';
import { Alert, App, Button, Form, Modal } from 'antd';
import dayjs from 'dayjs';
import { type ReactElement, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductError } from '../../api/product-error.ts';
import { changePickupStatus, updatePickup } from './pickup-api.ts';
import {
  type ArrivalValues,
  arrivalBody,
  arrivalValues,
  PickupArrivalFields,
  useSelectablePickupDay,
} from './pickup-arrival-fields.tsx';
import {
  type ContactValues,
  contactBody,
  contactValues,
  PickupContactFields,
} from './pickup-contact-fields.tsx';

type Values = ContactValues & ArrivalValues;

/** Whether an update's arrival part moves the courier's arrival (both ends given, one differs). */
function movesArrival(
  pickup: Pick<Pickup, 'pickedTimeFrom' | 'pickedTimeTo'>,
  arrival: { pickedTimeFrom?: string | null; pickedTimeTo?: string | null },
): arrival is { pickedTimeFrom: string; pickedTimeTo: string } {
  if (!arrival.pickedTimeFrom || !arrival.pickedTimeTo) return false;
  const same = (a: string | null, b: string) => a !== null && Date.parse(a) === Date.parse(b);
  return (
    !same(pickup.pickedTimeFrom, arrival.pickedTimeFrom) || !same(pickup.pickedTimeTo, arrival.pickedTimeTo)
  );
}

/**
 * Changes an existing pickup's contact and courier arrival time (`PUT pickups/{id}` with lockVersion,
 * registers §4-5, §7) with the create form's own fields, until the courier has the goods. An
 * arrival day the work calendar no longer offers (a past one) is not sent, so the time stays as it
 * is; a stale lockVersion answers 409: the dialog closes and the page reloads the pickup.
 */
export function PickupContactChange(props: {
  pickup: Pickup;
  onChanged(pickup: Pickup | null): void;
}): ReactElement | null {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (!canEditPickupContact(props.pickup)) return null;
  const close = () => {
    setOpen(false);
    // Back where the keyboard was before the dialog.
    button.current?.focus();
  };
  return (
    <>
      <Button ref={button} size="small" onClick={() => setOpen(true)}>
        {t('admin.pages.pickups.change_contact')}
      </Button>
      {/* Mounted only while open: every opening starts from the pickup as it is now. */}
      {open && <ContactTimeDialog {...props} onClose={close} />}
    </>
  );
}

function ContactTimeDialog(props: {
  pickup: Pickup;
  onChanged(pickup: Pickup | null): void;
  onClose(): void;
}): ReactElement {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { pickup } = props;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [form] = Form.useForm<Values>();
  const selectable = useSelectablePickupDay(pickup.countryCode);
  const day = Form.useWatch('day', form);
  const staleDay = day ? !selectable(day.format('YYYY-MM-DD')) : false;
  const close = props.onClose;

  const save = async (values: Values) => {
    setBusy(true);
    setFailure(null);
    try {
      const arrival = arrivalBody(values, selectable);
      const changed = await updatePickup(pickup.id, {
        // The form has no TIN field: the pickup keeps the one it has.
        contact: { ...contactBody(values), companyTin: pickup.companyTin },
        ...arrival,
        lockVersion: pickup.lockVersion,
      });
      props.onChanged(changed);
      if (movesArrival(pickup, arrival)) {
        // Registers §4: then the status with a note, which the history keeps; a refusal of this
        // step is ignored and the pickup read again.
        const note = t('admin.pages.pickups.arrival_changed_note', {
          from: dayjs(arrival.pickedTimeFrom).format('YYYY-MM-DD HH:mm'),
          to: dayjs(arrival.pickedTimeTo).format('HH:mm'),
        });
        await changePickupStatus(changed, changed.status, note)
          .then((noted) => props.onChanged(noted))
          .catch(() => props.onChanged(null));
      }
      close();
      void message.success(t('admin.pages.pickups.saved'));
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      if (error instanceof ProductError && error.status === 409) {
        // Someone else changed the pickup: show theirs rather than overwrite it.
        void message.error(text);
        props.onChanged(null);
        close();
      } else setFailure(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      width={760}
      title={t('admin.pages.pickups.change_contact')}
      onCancel={close}
      onOk={() => form.submit()}
      okText={t('admin.pages.pickups.save')}
      confirmLoading={busy}
      className="pickup-contact-dialog"
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ ...contactValues(pickup), ...arrivalValues(pickup) }}
        onFinish={(values) => void save(values)}
        onKeyDown={(event) => {
          // Ctrl-Enter saves, as in the create form; a plain Enter stays in its field.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) form.submit();
        }}
      >
        <PickupContactFields />
        <PickupArrivalFields
          countryCode={pickup.countryCode}
          point={() => ({ latitude: pickup.address.latitude, longitude: pickup.address.longitude })}
        />
        {staleDay && <Alert type="warning" showIcon title={t('admin.pages.pickups.stale_day')} />}
        {failure && <Alert type="error" showIcon title={failure} />}
      </Form>
    </Modal>
  );
}
