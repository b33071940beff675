import {
  channelsUsed,
  type DeliveryChannel,
  INFORMATION_CHANNELS,
  INFORMATION_TYPES,
  INFORMING_CLIENT_TYPES,
  type InformationChannel,
  ONLINE_CLIENT_TYPES,
  SHIPMENT_EVENT_STATUS_CODES,
  TEMPLATE_DAYS,
  TEMPLATE_LABELS,
} from '@console/domain';
import { Button, Card, Checkbox, Col, Form, Input, Radio, Row, Select, Switch, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageEntriesField } from './message-entries-field.tsx';

const P = 'admin.pages.templates';

/** Status codes typed or picked; known ones carry their event's name. */
function StatusCodesInput(props: { value?: number[]; onChange?: (value: number[]) => void; label: string }) {
  const { t } = useTranslation();
  return (
    <Select<string[]>
      mode="tags"
      aria-label={props.label}
      value={(props.value ?? []).map(String)}
      onChange={(values) =>
        props.onChange?.(values.map(Number).filter((code) => Number.isInteger(code) && code >= 0))
      }
      options={Object.entries(SHIPMENT_EVENT_STATUS_CODES).map(([event, code]) => ({
        value: String(code),
        label: `${code} · ${t(`${P}.events.${event}`)}`,
      }))}
    />
  );
}

/** `days_info` (registers §3.2): a window per weekday in the client's time zone. */
export function DaysInfoSection(props: { onDefaults: () => void }): ReactElement {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={t(`${P}.days_info`)}
      extra={
        <Button size="small" onClick={props.onDefaults}>
          {t(`${P}.defaults`)}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t(`${P}.days_hint`)}</Typography.Paragraph>
      <Row gutter={12}>
        {TEMPLATE_DAYS.map((day) => (
          <Col key={day} xs={12} sm={8} md={6} lg={3}>
            <Form.Item
              name={['days_info', day]}
              label={t(`admin.pages.templates.weekdays.${day}`, { defaultValue: day })}
              normalize={(value: string) => value?.replace(/\s+/g, '')}
            >
              <Input placeholder="—" maxLength={11} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** Tracking (registers §3.2): online, details and history blocks. */
export function TrackingSection(props: { types: readonly string[] }): ReactElement {
  const { t } = useTranslation();
  const types = new Set(props.types);
  return (
    <Card size="small" title={t(`${P}.tracking`)}>
      <Row gutter={12}>
        <Col xs={24} sm={6}>
          <Form.Item name={['tracking', 'active']} label={t(`${P}.block_active`)} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} sm={18}>
          <Form.Item name={['tracking', 'information_types']} label={t(`${P}.information_types_label`)}>
            <Checkbox.Group
              options={INFORMATION_TYPES.map((type) => ({
                value: type,
                label: t(`${P}.information_types.${type}`),
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      {types.has('online') && (
        <Card size="small" type="inner" title={t(`${P}.online`)} className="template-block">
          <Row gutter={12}>
            <Col xs={24} sm={8}>
              <Form.Item name={['tracking', 'online', 'client_type']} label={t(`${P}.client_type`)}>
                <Select
                  options={ONLINE_CLIENT_TYPES.map((type) => ({
                    value: type,
                    label: t(`${P}.clients.${type}`),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item name={['tracking', 'online', 'status_code']} label={t(`${P}.status_code`)}>
                <StatusCodesInput label={t(`${P}.status_code`)} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item name={['tracking', 'online', 'label']} label={t(`${P}.label`)}>
                <Select
                  options={TEMPLATE_LABELS.map((label) => ({
                    value: label,
                    label: t(`${P}.labels.${label}`),
                  }))}
                />
              </Form.Item>
            </Col>
          </Row>
          <MessageEntriesField name={['tracking', 'online', 'short']} label={t(`${P}.short`)} />
          <MessageEntriesField name={['tracking', 'online', 'long']} label={t(`${P}.long`)} rows={2} />
          <MessageEntriesField name={['tracking', 'online', 'info']} label={t(`${P}.info`)} rows={2} />
        </Card>
      )}
      {types.has('details') && (
        <Card size="small" type="inner" title={t(`${P}.details`)} className="template-block">
          <MessageEntriesField
            name={['tracking', 'details', 'description']}
            label={t(`${P}.description`)}
            rows={2}
          />
        </Card>
      )}
      {types.has('history') && (
        <Card size="small" type="inner" title={t(`${P}.history`)} className="template-block">
          <Form.Item name={['tracking', 'history', 'status_code']} label={t(`${P}.status_code`)}>
            <StatusCodesInput label={t(`${P}.status_code`)} />
          </Form.Item>
          <MessageEntriesField name={['tracking', 'history', 'description']} label={t(`${P}.description`)} />
        </Card>
      )}
    </Card>
  );
}

const PUSH_PARAMETERS = ['notificationType', 'paramClickAction', 'product', 'ClickAction'] as const;
const PUSH_URIS = ['paramPromoImageURL', 'paramUrl'] as const;

/** One block per delivery channel the chosen information channels use, with its parameters. */
function ChannelBlock({ channel }: { channel: DeliveryChannel }): ReactElement {
  const { t } = useTranslation();
  const base = ['informing', channel];
  return (
    <Card
      size="small"
      type="inner"
      className="template-block"
      title={t(`${P}.channel_block`, { channel: t(`${P}.channels.${channel}`) })}
    >
      {channel === 'email' && <MessageEntriesField name={[...base, 'subject']} label={t(`${P}.subject`)} />}
      <MessageEntriesField name={[...base, 'description']} label={t(`${P}.description`)} rows={2} />
      {channel === 'viber' && (
        <Row gutter={12}>
          {(['ImageUri', 'ActionUri'] as const).map((name) => (
            <Col key={name} xs={24} sm={12}>
              <Form.Item name={[...base, name]} label={name}>
                <Input type="url" maxLength={500} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      )}
      {channel === 'push' && (
        <Row gutter={12}>
          {PUSH_PARAMETERS.map((name) => (
            <Col key={name} xs={24} sm={12} md={6}>
              <Form.Item name={[...base, name]} label={name}>
                <Input maxLength={150} showCount />
              </Form.Item>
            </Col>
          ))}
          {PUSH_URIS.map((name) => (
            <Col key={name} xs={24} sm={12}>
              <Form.Item name={[...base, name]} label={name}>
                <Input type="url" maxLength={500} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}

/** Informing (registers §3.2): countries, channels, client type, parameters and the channel blocks. */
export function InformingSection(props: { channels: readonly InformationChannel[] }): ReactElement {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t(`${P}.informing`)}>
      <Row gutter={12}>
        <Col xs={24} sm={6}>
          <Form.Item name={['informing', 'active']} label={t(`${P}.block_active`)} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} sm={18}>
          <Form.Item name={['informing', 'client_type']} label={t(`${P}.client_type`)}>
            <Radio.Group
              options={INFORMING_CLIENT_TYPES.map((type) => ({
                value: type,
                label: t(`${P}.clients.${type}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={['informing', 'country_code']}
            label={t(`${P}.country_code`)}
            normalize={(values: string[]) => [...new Set(values.map((value) => value.trim().toLowerCase()))]}
          >
            <Select
              mode="tags"
              tokenSeparators={[',', ' ']}
              aria-label={t(`${P}.country_code`)}
              open={false}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['informing', 'information_channel']} label={t(`${P}.information_channel`)}>
            <Select
              mode="multiple"
              aria-label={t(`${P}.information_channel`)}
              options={INFORMATION_CHANNELS.map((channel) => ({ value: channel, label: channel }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name={['informing', 'additional_params']} label={t(`${P}.additional_params`)}>
            <Select mode="tags" aria-label={t(`${P}.additional_params`)} open={false} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary">{t(`${P}.placeholders`)}</Typography.Paragraph>
      {channelsUsed(props.channels).map((channel) => (
        <ChannelBlock key={channel} channel={channel} />
      ))}
    </Card>
  );
}
