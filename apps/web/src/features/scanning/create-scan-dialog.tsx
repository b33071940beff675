import {
  COURIER_BARCODE_PATTERN,
  isCourierScan,
  isPudoMode,
  isVehicleNumber,
  lockedGeozones,
  needsVehicle,
  normalizeBarcode,
  normalizeVehicleNumber,
  type ScanType,
} from '@console/domain';
import { AutoComplete, Form, Input, Modal, Select } from 'antd';
import { type ReactElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addError } from '../../api/error-list.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { useDivisionParts } from '../registers/editor/division-parts-api.ts';
import { ReferenceAutocomplete } from '../registers/reference/reference-autocomplete.tsx';
import { CityDistrictsSelect } from '../settings/city-districts-select.tsx';
import { createScanRegistry, fetchVehicles } from './scanning-api.ts';
import { UnloadingDestinationSelect, UnloadingPartnerInput } from './unloading-courier-fields.tsx';

const S = 'admin.pages.scanning';

export interface ScanDialogValues {
  divisionId?: string | null;
  divisionPartId?: string | null;
  destinationDivisions?: string[];
  vehicleNumber?: string;
  tripNumber?: string;
  courierBarcode?: string;
  scanRegistryContainers?: string[];
  deliveryPartner?: string;
  destinationCityDistricts?: string[];
}

/**
 * Creates a scan of one type (registers §2.1 create buttons, §2.4 "create unloading courier":
 * 400 px, save and continue, cancel, its title differs for PUDO; §5 vehicle number required, in
 * PUDO the save stays disabled until entered; its destinations searched by parcel number through the
 * movement plan or by division text, its partner from 2 characters), then opens it. In PUDO mode (registers §6) the
 * unloading is the pickup point's receiving: no courier badge, the PUDO's own division.
 */
export function CreateScanDialog(props: {
  type: ScanType | null;
  courierBarcode?: string;
  /** PUDO mode; when absent, the user's (registers §6 "or only the pudo manager role"). */
  pudo?: boolean;
  /** Makes the scan instead of `POST scan-registry` (the PUDO's receiving scan). */
  create?: (values: ScanDialogValues) => Promise<{ id: string }>;
  onClose: () => void;
  onCreated: (id: string) => void;
}): ReactElement {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const [form] = Form.useForm<ScanDialogValues>();
  const [saving, setSaving] = useState(false);
  const [vehicles, setVehicles] = useState<{ value: string; label: string }[]>([]);
  const { type } = props;
  const pudo = props.pudo ?? (user ? isPudoMode(user) : false);
  const pudoReceiving = pudo && type === 'UnloadingCourier';
  // Registers §6: the geozone choice is the settings' city districts, locked, while they hold any.
  const geozones = user ? lockedGeozones(user.settings) : null;
  const geozoneKey = geozones?.join(',') ?? '';
  const offersGeozones = type !== null && isCourierScan(type) && !pudoReceiving;
  const vehicleNumber = Form.useWatch('vehicleNumber', form);
  const chosenDivision = Form.useWatch('divisionId', form);
  // Registers §3.2 "divisionPart": the parts of the division the scan is made in, when it has any.
  const partsDivision = chosenDivision || user?.division?.id;
  const parts = useDivisionParts(type && !pudoReceiving ? partsDivision : undefined);
  const partOptions = (parts.data?.items ?? [])
    .filter((part) => part.type === 'part' && part.deletedAt === null)
    .map((part) => ({ value: part.id, label: part.code }));

  // Each opening starts afresh: a vehicle typed for an earlier scan is not kept (nor typed onto).
  useEffect(() => {
    if (!type) return;
    form.resetFields();
    setVehicles([]);
    form.setFieldsValue({
      courierBarcode: props.courierBarcode ?? '',
      destinationCityDistricts: geozoneKey ? geozoneKey.split(',') : [],
    });
  }, [type, props.courierBarcode, form, geozoneKey]);

  const searchVehicles = async (text: string) => {
    if (text.trim().length < 2) return setVehicles([]);
    try {
      const found = await fetchVehicles(text);
      setVehicles(
        found.map((vehicle) => ({
          value: vehicle.number,
          label: `${vehicle.number} · ${vehicle.model ?? ''}`,
        })),
      );
    } catch {
      setVehicles([]);
    }
  };

  const submit = async () => {
    if (!type) return;
    // A field in error says so beside it; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const created = props.create
        ? await props.create(values)
        : await createScanRegistry({
            type: type as Exclude<ScanType, 'Client'>,
            divisionId: values.divisionId ?? null,
            divisionPartId: values.divisionPartId ?? null,
            destinationDivisions: values.destinationDivisions ?? [],
            destinationCityDistricts: geozones ?? values.destinationCityDistricts ?? [],
            scanRegistryContainers: values.scanRegistryContainers ?? [],
            vehicleNumber: values.vehicleNumber?.trim() ? normalizeVehicleNumber(values.vehicleNumber) : null,
            tripNumber: values.tripNumber?.trim() || null,
            courierBarcode: values.courierBarcode ? normalizeBarcode(values.courierBarcode) : null,
            deliveryPartner: values.deliveryPartner?.trim() || null,
          });
      props.onCreated(created.id);
    } catch (error) {
      // Registers §8: the error is shown. §4: a Loading or Unloading that fails drops the vehicle
      // chosen; the other types keep the number typed.
      addError(error);
      if (type === 'Loading' || type === 'Unloading') {
        form.setFieldValue('vehicleNumber', undefined);
        setVehicles([]);
      }
    } finally {
      setSaving(false);
    }
  };

  const required = { required: true, message: t(`${S}.required`) };
  const vehicleRule = {
    validator: async (_: unknown, value: string | undefined) => {
      if (value?.trim() && !isVehicleNumber(value)) throw new Error(t(`${S}.invalid_vehicle_number`));
    },
  };
  const title = pudoReceiving
    ? t(`${S}.unloading_courier_title_pudo`)
    : type === 'UnloadingCourier'
      ? t(`${S}.unloading_courier_title`)
      : t(`${S}.create_title`, { type: type ? t(`${S}.types.${type}`) : '' });
  return (
    <Modal
      open={type !== null}
      title={title}
      width={type === 'UnloadingCourier' ? 400 : 520}
      okText={t(`${S}.save_and_continue`)}
      cancelText={t(`${S}.cancel`)}
      confirmLoading={saving}
      okButtonProps={{ disabled: pudoReceiving && !isVehicleNumber(vehicleNumber ?? '') }}
      onOk={submit}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        // Its own name prefixes the fields' ids: the scanning list's filters beside it use the same
        // field names, and a label must point at this dialog's input.
        name="create-scan"
        layout="vertical"
        data-testid="create-scan-form"
        // Another division: a part chosen for the last one is not one of its parts.
        onValuesChange={(changed: ScanDialogValues) => {
          if ('divisionId' in changed) form.setFieldValue('divisionPartId', null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.ctrlKey) void submit();
        }}
      >
        {type && isCourierScan(type) && !pudoReceiving && (
          <Form.Item
            name="courierBarcode"
            label={t(`${S}.fields.courierBarcode`)}
            extra={t(`${S}.courier_barcode_hint`)}
            rules={[
              required,
              {
                validator: async (_, value: string | undefined) => {
                  if (value && !COURIER_BARCODE_PATTERN.test(normalizeBarcode(value)))
                    throw new Error(t(`${S}.invalid_courier_barcode`));
                },
              },
            ]}
          >
            <Input autoFocus autoComplete="off" />
          </Form.Item>
        )}
        {type && (needsVehicle(type) || type === 'LoadingCourier') && (
          <Form.Item
            name="vehicleNumber"
            label={t(`${S}.fields.vehicleNumber`)}
            rules={needsVehicle(type) ? [required, vehicleRule] : [vehicleRule]}
          >
            <AutoComplete
              options={vehicles}
              filterOption={false}
              onSearch={searchVehicles}
              onSelect={(number: string) => form.setFieldValue('vehicleNumber', number)}
              autoFocus={!isCourierScan(type) || pudoReceiving}
              aria-label={t(`${S}.fields.vehicleNumber`)}
              data-testid="create-scan-vehicle"
            />
          </Form.Item>
        )}
        {!pudoReceiving && (
          <Form.Item name="divisionId" label={t(`${S}.fields.division`)}>
            <ReferenceAutocomplete register="divisions" />
          </Form.Item>
        )}
        {partOptions.length > 0 && (
          <Form.Item name="divisionPartId" label={t(`${S}.fields.divisionPart`)}>
            <Select
              allowClear
              options={partOptions}
              aria-label={t(`${S}.fields.divisionPart`)}
              data-testid="create-scan-part"
            />
          </Form.Item>
        )}
        {(type === 'Loading' || type === 'Grouping') && (
          <>
            <Form.Item name="destinationDivisions" label={t(`${S}.fields.destinationDivisions`)}>
              <ReferenceAutocomplete register="divisions" multiple />
            </Form.Item>
            <Form.Item name="scanRegistryContainers" label={t(`${S}.fields.containers`)}>
              <Select mode="tags" open={false} tokenSeparators={[',', ' ']} />
            </Form.Item>
          </>
        )}
        {type === 'UnloadingCourier' && !pudoReceiving && (
          <>
            <Form.Item name="destinationDivisions" label={t(`${S}.fields.destinationDivisions`)}>
              <UnloadingDestinationSelect divisionId={chosenDivision} />
            </Form.Item>
            <Form.Item name="deliveryPartner" label={t(`${S}.fields.deliveryPartner`)}>
              <UnloadingPartnerInput />
            </Form.Item>
          </>
        )}
        {offersGeozones && (
          <Form.Item
            name="destinationCityDistricts"
            label={t(`${S}.fields.destinationCityDistricts`)}
            extra={geozones ? t(`${S}.geozones_locked`) : undefined}
          >
            <CityDistrictsSelect
              disabled={geozones !== null}
              aria-label={t(`${S}.fields.destinationCityDistricts`)}
            />
          </Form.Item>
        )}
        {type === 'Loading' && (
          <Form.Item name="tripNumber" label={t(`${S}.fields.tripNumber`)}>
            <Input maxLength={200} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
