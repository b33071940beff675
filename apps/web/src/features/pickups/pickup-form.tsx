import {
  addDays,
  isSelectablePickupDay,
  type PickupCreate,
  pickupNameProblem,
  WORK_CALENDAR_DEFAULT_DAYS,
} from '@console/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, DatePicker, Form, Input, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductError } from '../../api/product-error.ts';
import { ReferenceAutocomplete } from '../registers/reference/reference-autocomplete.tsx';
import { type AddressValues, PickupAddressFields } from './pickup-address-fields.tsx';
import { fetchWorkCalendar, findTimeInterval, pickupKeys } from './pickup-api.ts';

interface FormValues extends AddressValues {
  countryCode: string;
  fullName: string;
  phone: string;
  email?: string;
  companyName?: string;
  day?: Dayjs;
  timeFrom?: string;
  timeTo?: string;
  note?: string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const today = () => dayjs().format('YYYY-MM-DD');

/** The arrival time as the API takes it: ISO with microseconds and Z (registers §5). */
export function arrivalInstant(day: string, time: string): string {
  return `${dayjs(`${day}T${time}:00`).toISOString().slice(0, 19)}.000000Z`;
}

/** The create form of a pickup (pickups_create): contact, address on the map, the courier's day. */
export function PickupForm(props: {
  defaultCountry: string;
  saving: boolean;
  error: unknown;
  onSubmit(body: PickupCreate): void;
}): ReactElement {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const countryCode = (Form.useWatch('countryCode', form) as string | undefined) ?? props.defaultCountry;
  const calendar = useQuery({
    queryKey: pickupKeys.calendar(countryCode),
    queryFn: () => fetchWorkCalendar(countryCode),
  });
  const [intervalNote, setIntervalNote] = useState<string | null>(null);

  // Registers §5: today to before today + 15 days, no weekend or holiday; if the calendar
  // cannot be read, generated Monday-to-Friday days.
  const working = (day: string) => {
    const known = calendar.data?.find((entry) => entry.date === day);
    if (known) return known.working;
    const weekday = dayjs(day).day();
    return weekday >= 1 && weekday <= 5;
  };
  const disabledDate = (value: Dayjs) =>
    !isSelectablePickupDay(value.format('YYYY-MM-DD'), today(), working, WORK_CALENDAR_DEFAULT_DAYS);

  const onDay = async (value: Dayjs | null) => {
    if (!value) return;
    const { latitude, longitude } = form.getFieldsValue();
    const found = await findTimeInterval({
      countryCode,
      latitude: typeof latitude === 'number' ? latitude : null,
      longitude: typeof longitude === 'number' ? longitude : null,
      date: value.format('YYYY-MM-DD'),
    });
    if (found) {
      form.setFieldsValue({ timeFrom: found.from, timeTo: found.to });
      setIntervalNote(found.window);
    } else setIntervalNote(null);
  };

  const submit = (values: FormValues) => {
    const day = values.day?.format('YYYY-MM-DD');
    const timed = day && values.timeFrom && values.timeTo;
    props.onSubmit({
      contact: {
        fullName: values.fullName,
        phone: values.phone.replace(/\D/g, ''),
        email: values.email || null,
        companyName: values.companyName || null,
      },
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
      countryCode: values.countryCode,
      note: values.note || null,
      ...(timed
        ? {
            pickedTimeFrom: arrivalInstant(day, values.timeFrom!),
            pickedTimeTo: arrivalInstant(day, values.timeTo!),
          }
        : {}),
    });
  };

  const failure = props.error instanceof ProductError ? props.error : null;
  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={{ countryCode: props.defaultCountry }}
      onFinish={submit}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        // Ctrl-Enter creates (registers §9); a plain Enter picks in a field and never sends the form.
        if (event.ctrlKey || event.metaKey) form.submit();
        else if (event.target instanceof HTMLInputElement) event.preventDefault();
      }}
      className="pickup-form"
    >
      <Card title={t('admin.pages.pickups.contact')} size="small">
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item
              name="fullName"
              label={t('admin.pages.pickups.full_name')}
              rules={[
                {
                  validator: (_rule, value: string | undefined) => {
                    const problem = pickupNameProblem(value ?? '');
                    return problem
                      ? Promise.reject(new Error(t(`admin.pages.pickups.name_problem.${problem}`)))
                      : Promise.resolve();
                  },
                },
              ]}
            >
              <Input autoFocus autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={5}>
            <Form.Item
              name="phone"
              label={t('admin.pages.pickups.phone')}
              rules={[
                { required: true, pattern: /^\+?\d{8,14}$/, message: t('admin.pages.pickups.phone_rule') },
              ]}
            >
              <Input inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="email"
              label={t('admin.pages.pickups.email')}
              rules={[
                { pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: t('admin.pages.pickups.email_rule') },
              ]}
            >
              <Input inputMode="email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={5}>
            <Form.Item
              name="countryCode"
              label={t('admin.pages.pickups.country')}
              rules={[{ required: true }]}
            >
              <ReferenceAutocomplete register="countries" aria-label={t('admin.pages.pickups.country')} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="companyName" label={t('admin.pages.pickups.company')}>
          <Input />
        </Form.Item>
      </Card>
      <Card title={t('admin.pages.pickups.address')} size="small">
        <PickupAddressFields countryCode={countryCode} />
      </Card>
      <Card title={t('admin.pages.pickups.arrival')} size="small">
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="day" label={t('admin.pages.pickups.day')}>
              <DatePicker
                style={{ width: '100%' }}
                disabledDate={disabledDate}
                maxDate={dayjs(addDays(today(), WORK_CALENDAR_DEFAULT_DAYS - 1))}
                onChange={(value) => void onDay(value)}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item
              name="timeFrom"
              label={t('admin.pages.pickups.time_from')}
              rules={[{ pattern: TIME, message: 'HH:MM' }]}
            >
              <Input placeholder="09:00" />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item
              name="timeTo"
              label={t('admin.pages.pickups.time_to')}
              rules={[{ pattern: TIME, message: 'HH:MM' }]}
            >
              <Input placeholder="18:00" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            {intervalNote && (
              <p className="pickup-interval" role="status">
                {t('admin.pages.pickups.interval_found', { window: intervalNote })}
              </p>
            )}
          </Col>
        </Row>
        <Form.Item name="note" label={t('admin.pages.pickups.note')}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
      </Card>
      {failure && <Alert type="error" showIcon title={failure.message} />}
      <Button type="primary" htmlType="submit" loading={props.saving}>
        {t('admin.pages.pickups.create')}
      </Button>
    </Form>
  );
}
