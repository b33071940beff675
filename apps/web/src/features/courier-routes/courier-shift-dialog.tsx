import { COURIER_SKILLS, type CourierShiftView, MAX_PARCEL_KG, VEHICLE_KINDS } from '@console/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Checkbox, Flex, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/product-error.ts';
import { joiMessage } from '../../api/validation-messages.ts';
import { checkShift, type ShiftField, type ShiftFormValues, shiftFormValues } from './courier-shift-form.ts';
import { routeKeys, saveCourierShift } from './routes-api.ts';
import { useCourierShifts, useDivisionCouriers } from './use-shift-couriers.ts';

const T = 'admin.pages.courier_routes';
const S = `${T}.shifts`;

/** Each field's label key: the inputs' labels and the names zod's messages give them. */
const LABELS: Record<ShiftField, string> = {
  courier: `${S}.courier`,
  startTime: `${S}.start_time`,
  endTime: `${S}.end_time`,
  vehicleKind: `${S}.vehicle_kind`,
  capacityKg: `${S}.capacity_kg`,
  capacityM3: `${S}.capacity_m3`,
  vehicleNumber: `${S}.vehicle_number`,
  skills: `${S}.skills`,
  startPlace: `${S}.start_place`,
  startLatitude: `${S}.start_latitude`,
  startLongitude: `${S}.start_longitude`,
  endPlace: `${S}.end_place`,
  endLatitude: `${S}.end_latitude`,
  endLongitude: `${S}.end_longitude`,
};

/** A vehicle kind with the heaviest parcel it takes: what the dispatcher chooses it for. */
export function vehicleKindText(t: TFunction, kind: keyof typeof MAX_PARCEL_KG): string {
  return t(`${S}.kind_limit`, { kind: t(`${S}.vehicle_kinds.${kind}`), kg: MAX_PARCEL_KG[kind] });
}

/**
 * "Add shift" / "Edit" (`POST courier-shifts`) for the hub's division and day. The server keeps
 * one shift per courier and day and a save replaces it whole, so editing keeps the courier fixed
 * and sends every field again. The form is checked with the API's own schema before it is sent;
 * a refusal (not a courier, out of scope) stays in the dialog with the server's words.
 */
export function CourierShiftDialog(props: {
  divisionId: string;
  day: string;
  /** The shift edited; null adds one. */
  shift: CourierShiftView | null;
  onClose: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const couriers = useDivisionCouriers(props.divisionId);
  // Adding offers the couriers not on shift that day yet: a save would replace an existing shift.
  const onShift = new Set(
    (useCourierShifts(props.divisionId, props.day).data ?? []).map((shift) => shift.courier),
  );
  const courierOptions = (couriers.data ?? [])
    .filter((courier) => props.shift !== null || !onShift.has(courier.login))
    .map((courier) => ({
      value: courier.login,
      label: `${[courier.firstName, courier.lastName].filter(Boolean).join(' ')} (${courier.login})`,
    }));
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ShiftFormValues>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const labelOf = (field: ShiftField) => t(LABELS[field]);
  const save = useMutation({
    mutationFn: saveCourierShift,
    onSuccess: async (saved) => {
      void message.success(t(`${S}.saved`, { courier: saved.courier }));
      props.onClose();
      await queryClient.invalidateQueries({ queryKey: routeKeys.shifts(props.divisionId, props.day) });
    },
    onError: (error) => setRefusal(errorText(error)),
  });
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const check = checkShift(values, { divisionId: props.divisionId, day: props.day }, t, labelOf);
    if (check.ok) save.mutate(check.body);
    else form.setFields(check.errors);
  };
  return (
    <Modal
      open
      title={
        props.shift
          ? t(`${S}.edit_title`, { courier: props.shift.courier, day: props.day })
          : t(`${S}.add_title`, { day: props.day })
      }
      okText={t(`${T}.save`)}
      cancelText={t(`${T}.cancel`)}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {refusal && <Alert type="error" showIcon title={refusal} role="alert" style={{ marginBottom: 12 }} />}
      {couriers.isError && (
        <Alert type="error" showIcon title={errorText(couriers.error)} style={{ marginBottom: 12 }} />
      )}
      <Form form={form} layout="vertical" initialValues={shiftFormValues(props.shift)}>
        <Form.Item name="courier" label={labelOf('courier')}>
          {/* The shift is keyed by courier and day: another courier is another shift. */}
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={courierOptions}
            loading={couriers.isPending}
            disabled={props.shift !== null}
            placeholder={t(`${S}.courier_search`)}
            notFoundContent={couriers.isPending ? null : t(`${S}.no_couriers`)}
          />
        </Form.Item>
        <Flex gap="middle">
          <Form.Item name="startTime" label={labelOf('startTime')}>
            <Input type="time" />
          </Form.Item>
          <Form.Item name="endTime" label={labelOf('endTime')}>
            <Input type="time" />
          </Form.Item>
        </Flex>
        <Form.Item name="vehicleKind" label={labelOf('vehicleKind')}>
          <Radio.Group
            aria-label={labelOf('vehicleKind')}
            options={VEHICLE_KINDS.map((kind) => ({ value: kind, label: vehicleKindText(t, kind) }))}
          />
        </Form.Item>
        <Flex gap="middle" wrap>
          <Form.Item name="capacityKg" label={labelOf('capacityKg')}>
            <InputNumber min={1} />
          </Form.Item>
          <Form.Item name="capacityM3" label={labelOf('capacityM3')}>
            <InputNumber min={0.01} step={0.1} />
          </Form.Item>
          <Form.Item name="vehicleNumber" label={labelOf('vehicleNumber')}>
            <Input autoComplete="off" />
          </Form.Item>
        </Flex>
        <Form.Item name="skills" label={labelOf('skills')}>
          <Checkbox.Group
            aria-label={labelOf('skills')}
            options={COURIER_SKILLS.map((skill) => ({ value: skill, label: t(`${S}.skill_names.${skill}`) }))}
          />
        </Form.Item>
        <PlaceFields prefix="start" awayFrom="hub" labelOf={labelOf} />
        <PlaceFields prefix="end" awayFrom="start" labelOf={labelOf} />
      </Form>
    </Modal>
  );
}

/**
 * A shift's start or end: the usual place (the division's hub to start from; back where the day
 * started to end at, which is what the API does with no end) or the courier's own coordinates.
 */
function PlaceFields(props: {
  prefix: 'start' | 'end';
  awayFrom: 'hub' | 'start';
  labelOf: (field: ShiftField) => string;
}): ReactElement {
  const { t } = useTranslation();
  const { prefix, labelOf } = props;
  const own = Form.useWatch(`${prefix}Place`) === 'own';
  const coordinate = (field: ShiftField, min: number, max: number) => (
    <Form.Item
      name={field}
      label={labelOf(field)}
      rules={[{ required: true, message: joiMessage(t, 'any.required', { attribute: labelOf(field) }) }]}
    >
      <InputNumber min={min} max={max} step={0.0001} />
    </Form.Item>
  );
  return (
    <>
      <Form.Item name={`${prefix}Place`} label={labelOf(`${prefix}Place`)}>
        <Radio.Group
          aria-label={labelOf(`${prefix}Place`)}
          options={[
            {
              value: props.awayFrom,
              label: t(props.awayFrom === 'hub' ? `${S}.division_hub` : `${S}.back_to_start`),
            },
            { value: 'own', label: t(`${S}.own_place`) },
          ]}
        />
      </Form.Item>
      {own && (
        <Flex gap="middle">
          {coordinate(`${prefix}Latitude`, -90, 90)}
          {coordinate(`${prefix}Longitude`, -180, 180)}
        </Flex>
      )}
    </>
  );
}
