import { ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import type { FormRule } from 'antd';
import { Alert, App, AutoComplete, Button, Card, Descriptions, Flex, Form, Space } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_API_BASE_URL,
  type DevSettings,
  getApiBaseUrl,
  getLoggingBaseUrl,
  getShipmentsBaseUrl,
  readDevSettings,
  writeDevSettings,
} from '../../api/dev-settings.ts';
import { PageHeader } from '../layout/page-header.tsx';

type Field = keyof DevSettings;

/** Hosts QA usually points at; any other address can be typed. */
const PRESETS: Record<Field, string[]> = {
  apiBaseUrl: [DEFAULT_API_BASE_URL, 'http://localhost:3000/api/v1'],
  shipmentsBaseUrl: [DEFAULT_API_BASE_URL, 'http://localhost:3000/api/v1'],
  loggingBaseUrl: ['http://localhost:3100'],
};

const FIELDS: readonly Field[] = ['apiBaseUrl', 'shipmentsBaseUrl', 'loggingBaseUrl'];

/** An absolute http(s) address or a path on this host. */
export function isHostAddress(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function addressRule(t: TFunction): FormRule {
  return {
    validator: async (_rule, value: string | undefined) => {
      if (!value?.trim() || isHostAddress(value.trim())) return;
      throw new Error(t('admin.pages.dev_settings.invalid_address'));
    },
  };
}

/** Environment overrides for dev and QA hosts (platform §7), kept in this browser only. */
export function DevSettingsPage(): ReactElement {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<DevSettings>();
  const [effective, setEffective] = useState(currentHosts);

  const save = (values: DevSettings) => {
    writeDevSettings(values);
    setEffective(currentHosts());
    void message.success(t('admin.pages.dev_settings.saved'));
  };

  const reset = () => {
    writeDevSettings({});
    form.setFieldsValue({ apiBaseUrl: '', shipmentsBaseUrl: '', loggingBaseUrl: '' });
    setEffective(currentHosts());
    void message.info(t('admin.pages.dev_settings.reset_done'));
  };

  return (
    <>
      <PageHeader title={t('routes.dev_settings')} subtitle={t('admin.pages.dev_settings.subtitle')} />
      <Flex vertical gap={16} style={{ maxWidth: 880 }}>
        <Alert type="warning" showIcon title={t('admin.pages.dev_settings.warning')} />
        <Card title={t('admin.pages.dev_settings.overrides')}>
          <Form<DevSettings> form={form} layout="vertical" initialValues={readDevSettings()} onFinish={save}>
            {FIELDS.map((field) => (
              <Form.Item
                key={field}
                name={field}
                label={t(`admin.pages.dev_settings.fields.${field}`)}
                extra={t(`admin.pages.dev_settings.hints.${field}`)}
                rules={[addressRule(t)]}
              >
                <AutoComplete
                  allowClear
                  options={PRESETS[field].map((value) => ({ value }))}
                  placeholder={t('admin.pages.dev_settings.default_placeholder')}
                />
              </Form.Item>
            ))}
            <Space wrap>
              <Button type="primary" htmlType="submit" icon={<SaveOutlined />}>
                {t('admin.pages.dev_settings.save')}
              </Button>
              <Button icon={<ReloadOutlined />} onClick={reset}>
                {t('admin.pages.dev_settings.reset')}
              </Button>
            </Space>
          </Form>
        </Card>
        <Card title={t('admin.pages.dev_settings.effective')}>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={FIELDS.map((field) => ({
              key: field,
              label: t(`admin.pages.dev_settings.fields.${field}`),
              children: <code>{effective[field] ?? t('admin.pages.dev_settings.not_set')}</code>,
            }))}
          />
        </Card>
      </Flex>
    </>
  );
}

function currentHosts(): DevSettings {
  const logging = getLoggingBaseUrl();
  return {
    apiBaseUrl: getApiBaseUrl(),
    shipmentsBaseUrl: getShipmentsBaseUrl(),
    ...(logging ? { loggingBaseUrl: logging } : {}),
  };
}
