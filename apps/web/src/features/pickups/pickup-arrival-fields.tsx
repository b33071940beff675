import {
  addDays,
  isSelectablePickupDay,
  type PickupUpdate,
  WORK_CALENDAR_DEFAULT_DAYS,
} from '@console/domain';
import { useQuery } from '@tanstack/react-query';
import { Col, DatePicker, Form, Input, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchWorkCalendar, findTimeInterval, pickupKeys } from './pickup-api.ts';

export interface ArrivalValues {
  day?: Dayjs | null;
  timeFrom?: string;
  timeTo?: string;
  timeIntervalId?: string | null;
}

type ArrivalBody = Pick<PickupUpdate, 'pickedTimeFrom' | 'pickedTimeTo' | 'timeIntervalId'>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const today = () => dayjs().format('YYYY-MM-DD');

/** The arrival time as the API takes it: ISO with microseconds and Z (registers §5). */
export function arrivalInstant(day: string, time: string): string {
  return `${dayjs(`${day}T${time}:00`).toISOString().slice(0, 19)}.000000Z`;
}

/** The fields of an arrival time the pickup already has (local day and HH:MM, as they are entered). */
export function arrivalValues(pickup: {
  pickedTimeFrom: string | null;
  pickedTimeTo: string | null;
  timeIntervalId: string | null;
}): ArrivalValues {
  if (!pickup.pickedTimeFrom) return { day: null, timeIntervalId: pickup.timeIntervalId };
  const from = dayjs(pickup.pickedTimeFrom);
  return {
    day: from.startOf('day'),
    timeFrom: from.format('HH:mm'),
    timeTo: pickup.pickedTimeTo ? dayjs(pickup.pickedTimeTo).format('HH:mm') : undefined,
    timeIntervalId: pickup.timeIntervalId,
  };
}

/**
 * The arrival part of a create or update body: both ends from the day and the times, or nothing
 * when no day or time is given (the create form) or when `selectable` refuses the day — registers §7
 * "if the arrival time is not valid, from and to are dropped from the update".
 */
export function arrivalBody(values: ArrivalValues, selectable?: (day: string) => boolean): ArrivalBody {
  const day = values.day?.format('YYYY-MM-DD');
  if (!day || !values.timeFrom || !values.timeTo) return {};
  if (selectable && !selectable(day)) return {};
  return {
    pickedTimeFrom: arrivalInstant(day, values.timeFrom),
    pickedTimeTo: arrivalInstant(day, values.timeTo),
    timeIntervalId: values.timeIntervalId ?? null,
  };
}

/**
 * Registers §5 "Work calendar": a day from today to before today + 15 days that is neither a
 * weekend nor a holiday; if the calendar cannot be read, generated Monday-to-Friday days.
 */
export function useSelectablePickupDay(countryCode: string): (day: string) => boolean {
  const calendar = useQuery({
    queryKey: pickupKeys.calendar(countryCode),
    queryFn: () => fetchWorkCalendar(countryCode),
  });
  const working = (day: string) => {
    const known = calendar.data?.find((entry) => entry.date === day);
    if (known) return known.working;
    const weekday = dayjs(day).day();
    return weekday >= 1 && weekday <= 5;
  };
  return (day: string) => isSelectablePickupDay(day, today(), working, WORK_CALENDAR_DEFAULT_DAYS);
}

/**
 * The courier's day and window, shared by the create form and the contact-and-time dialog: the day
 * picker offers the work calendar's days only; choosing a day fills the window from the time
 * interval `time-intervals/find` answers for the address (`point`).
 */
export function PickupArrivalFields(props: {
  countryCode: string;
  point(): { latitude: number | null; longitude: number | null };
}): ReactElement {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ArrivalValues>();
  const selectable = useSelectablePickupDay(props.countryCode);
  const [intervalNote, setIntervalNote] = useState<string | null>(null);

  const onDay = async (value: Dayjs | null) => {
    if (!value) return;
    const found = await findTimeInterval({
      countryCode: props.countryCode,
      ...props.point(),
      date: value.format('YYYY-MM-DD'),
    });
    if (found) {
      form.setFieldsValue({ timeFrom: found.from, timeTo: found.to, timeIntervalId: found.id });
      setIntervalNote(found.window);
    } else {
      form.setFieldsValue({ timeIntervalId: null });
      setIntervalNote(null);
    }
  };

  return (
    <>
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item name="day" label={t('admin.pages.pickups.day')}>
            <DatePicker
              style={{ width: '100%' }}
              disabledDate={(value: Dayjs) => !selectable(value.format('YYYY-MM-DD'))}
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
            <Input placeholder="09:00" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item
            name="timeTo"
            label={t('admin.pages.pickups.time_to')}
            dependencies={['timeFrom']}
            rules={[
              { pattern: TIME, message: 'HH:MM' },
              ({ getFieldValue }) => ({
                validator: (_rule, value: string | undefined) => {
                  const from = getFieldValue('timeFrom') as string | undefined;
                  return value && from && TIME.test(value) && TIME.test(from) && value < from
                    ? Promise.reject(new Error(t('admin.pages.pickups.time_order')))
                    : Promise.resolve();
                },
              }),
            ]}
          >
            <Input placeholder="18:00" autoComplete="off" />
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
      <Form.Item name="timeIntervalId" hidden>
        <Input />
      </Form.Item>
    </>
  );
}
