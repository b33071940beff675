import { ScheduleOutlined } from '@ant-design/icons';
import {
  DEFAULT_WORK_DAY,
  defaultWorkSchedule,
  type RegisterDefinition,
  WEEKDAYS,
  type Weekday,
} from '@console/domain';
import { Button, Col, Form, Input, Row, Select, Switch, Table, type TableColumnsType } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { subFieldLabel, subFieldRule } from './structured-fields.ts';

type DayPart = 'from' | 'to' | 'orderTo';
const TIME_PARTS: readonly DayPart[] = ['from', 'to', 'orderTo'];

interface Props {
  register: RegisterDefinition;
  fieldName: string;
  schema: z.ZodType | undefined;
  disabled: boolean;
}

/**
 * Opening hours per weekday (registers §3.2 "from, to, orderTo, timeIntervals; type;
 * ignoreNonWorkingDays"): a row per day with its open switch, times and time intervals, and
 * a button that fills in the default schedule of registers §9.
 */
export function WeekScheduleField(props: Props): ReactElement {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const { register, fieldName, schema, disabled } = props;
  const subLabel = (name: string) => subFieldLabel(t, register, fieldName, name);

  const columns: TableColumnsType<{ day: Weekday }> = [
    { key: 'day', title: subLabel('day'), render: (_, { day }) => subLabel(day), width: 140 },
    {
      key: 'open',
      title: subLabel('open'),
      width: 90,
      render: (_, { day }) => (
        <Form.Item
          name={[fieldName, day]}
          className="register-cell-item"
          valuePropName="checked"
          getValueProps={(value: unknown) => ({ checked: value !== null && value !== undefined })}
          // Opened, a closed day starts as the default day; closed, it is null.
          normalize={(checked: boolean, previous: unknown) =>
            checked ? (previous ?? { ...DEFAULT_WORK_DAY }) : null
          }
          rules={disabled ? [] : [subFieldRule(t, schema, [fieldName, day], subLabel(day), { exact: true })]}
        >
          <Switch
            disabled={disabled}
            aria-label={t('registers.week_schedule.open_day', { day: subLabel(day) })}
          />
        </Form.Item>
      ),
    },
    ...TIME_PARTS.map((part) => ({
      key: part,
      title: subLabel(part),
      width: 130,
      render: (_: unknown, { day }: { day: Weekday }) => <DayTime {...props} day={day} part={part} />,
    })),
    {
      key: 'timeIntervals',
      title: subLabel('timeIntervals'),
      render: (_, { day }) => <DayIntervals {...props} day={day} />,
    },
  ];

  return (
    <div className="register-week-schedule">
      <Table<{ day: Weekday }>
        size="small"
        pagination={false}
        rowKey="day"
        dataSource={WEEKDAYS.map((day) => ({ day }))}
        columns={columns}
        scroll={{ x: 'max-content' }}
      />
      <Row gutter={[16, 0]} align="bottom" className="register-week-schedule-settings">
        <Col xs={24} md={8}>
          <Form.Item
            name={[fieldName, 'type']}
            label={subLabel('type')}
            rules={disabled ? [] : [subFieldRule(t, schema, [fieldName, 'type'], subLabel('type'))]}
          >
            <Input disabled={disabled} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={[fieldName, 'ignoreNonWorkingDays']}
            label={subLabel('ignoreNonWorkingDays')}
            valuePropName="checked"
          >
            <Switch disabled={disabled} />
          </Form.Item>
        </Col>
        {!disabled && (
          <Col xs={24} md={8}>
            <Form.Item>
              <Button
                icon={<ScheduleOutlined />}
                onClick={() => {
                  const type: unknown = form.getFieldValue([fieldName, 'type']);
                  form.setFieldValue(fieldName, { ...defaultWorkSchedule(), ...(type ? { type } : {}) });
                  void form
                    .validateFields(
                      WEEKDAYS.flatMap((day) => TIME_PARTS.map((part) => [fieldName, day, part])),
                    )
                    .catch(() => undefined);
                }}
              >
                {t('registers.week_schedule.fill_default')}
              </Button>
            </Form.Item>
          </Col>
        )}
      </Row>
    </div>
  );
}

/** Typed `0830` reads `08:30`; an emptied input holds null (no order cutoff). */
function typedTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  return /^\d{4}$/.test(text) ? `${text.slice(0, 2)}:${text.slice(2)}` : text;
}

/** Whether the day is open: its inputs are disabled while it is closed. */
function useDayOpen(fieldName: string, day: Weekday): boolean {
  const value: unknown = Form.useWatch([fieldName, day]);
  return value !== null && value !== undefined;
}

function DayTime(props: Props & { day: Weekday; part: DayPart }): ReactElement {
  const { t } = useTranslation();
  const { register, fieldName, day, part } = props;
  const open = useDayOpen(fieldName, day);
  const dayLabel = subFieldLabel(t, register, fieldName, day);
  const partLabel = subFieldLabel(t, register, fieldName, part);
  const others = TIME_PARTS.filter((other) => other !== part).map((other) => [fieldName, day, other]);
  return (
    <Form.Item
      name={[fieldName, day, part]}
      className="register-cell-item"
      dependencies={others}
      rules={props.disabled ? [] : [subFieldRule(t, props.schema, [fieldName, day, part], partLabel)]}
      normalize={typedTime}
    >
      <Input
        disabled={props.disabled || !open}
        aria-label={`${dayLabel}, ${partLabel}`}
        placeholder={open ? 'HH:mm' : undefined}
        maxLength={5}
        inputMode="numeric"
        autoComplete="off"
      />
    </Form.Item>
  );
}

function DayIntervals(props: Props & { day: Weekday }): ReactElement {
  const { t } = useTranslation();
  const { register, fieldName, day } = props;
  const open = useDayOpen(fieldName, day);
  const label = subFieldLabel(t, register, fieldName, 'timeIntervals');
  return (
    <Form.Item
      name={[fieldName, day, 'timeIntervals']}
      className="register-cell-item"
      rules={props.disabled ? [] : [subFieldRule(t, props.schema, [fieldName, day, 'timeIntervals'], label)]}
    >
      <Select
        mode="tags"
        tokenSeparators={[',', ';', ' ']}
        open={false}
        suffixIcon={null}
        disabled={props.disabled || !open}
        placeholder={open ? t('registers.week_schedule.intervals_hint') : undefined}
        aria-label={`${subFieldLabel(t, register, fieldName, day)}, ${label}`}
        style={{ minWidth: 220 }}
      />
    </Form.Item>
  );
}
