import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import {
  automaticAcceptanceSettingsSchema,
  type CurrentUser,
  can,
  type UserSettings,
  userSettingsSchema,
  WORKPLACE_BUTTONS,
} from '@console/domain';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Form,
  Input,
  Row,
  Select,
  Skeleton,
  Switch,
} from 'antd';
import { type ReactElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addError } from '../../api/error-list.ts';
import { ProductError } from '../../api/product-error.ts';
import { ValidationMessages } from '../../api/validation-messages.ts';
import { zodRule } from '../../forms/zod-rule.ts';
import { storeLanguage } from '../../i18n/i18n.ts';
import { useLanguages } from '../../i18n/languages.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { languageOptions } from '../layout/language-switch.tsx';
import { PageHeader } from '../layout/page-header.tsx';
import { AcceptanceConditionsInput } from './acceptance-conditions-input.tsx';
import { CityDistrictsSelect } from './city-districts-select.tsx';
import { PrintServiceAddress } from './print-service-address.tsx';
import { PrintersEditor } from './printers-editor.tsx';
import { useSaveUserSettings, useUserSettings } from './settings-api.ts';
import { fieldErrorsOf } from './settings-fields.ts';

/** Delivery types offered for acceptance; other values can be typed. */
const DELIVERY_TYPE_SUGGESTIONS = ['Division', 'ClientAddress', 'Postomat', 'PUDO'] as const;

export function SettingsPage(): ReactElement {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const settings = useUserSettings();

  return (
    <>
      <PageHeader title={t('routes.settings')} subtitle={t('admin.pages.settings.subtitle')} />
      {settings.isError && <Alert type="error" showIcon title={settings.error.message} />}
      {user && settings.data ? (
        <SettingsForm user={user} saved={settings.data} />
      ) : (
        !settings.isError && <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </>
  );
}

/** Only the model's fields: the form may hold fewer (hidden sections) and antd adds none. */
function toSettings(saved: UserSettings, values: Partial<UserSettings>): UserSettings {
  const merged = { ...saved, ...values };
  const acceptance = { ...saved.automaticAcceptanceSettings, ...values.automaticAcceptanceSettings };
  return {
    ...merged,
    automaticAcceptanceSettings: {
      ...acceptance,
      defaultRecipientCountry: acceptance.defaultRecipientCountry?.trim().toUpperCase() || null,
    },
    printers: (merged.printers ?? []).map(cleanPrinter),
    mobilePrinters: (merged.mobilePrinters ?? []).map(cleanPrinter),
  };
}

function cleanPrinter(printer: UserSettings['printers'][number]): UserSettings['printers'][number] {
  return {
    ...printer,
    deviceUri: printer.deviceUri?.trim() ?? '',
    name: printer.name?.trim() ?? '',
    autoPrinting: Boolean(printer.autoPrinting),
    copies: printer.copies ?? null,
  };
}

function SettingsForm({ user, saved }: { user: CurrentUser; saved: UserSettings }): ReactElement {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<UserSettings>();
  const save = useSaveUserSettings();
  const { data: languages } = useLanguages();
  const [dirty, setDirty] = useState(false);
  const [failure, setFailure] = useState<ProductError | null>(null);

  const showLanguage = can(user, 'languageSettings');
  const showPrinters = can(user, 'printSettings');
  const showButtons = can(user, 'workspaceButtonSettings');

  // Printing without a printer sends the user here with #settings-printers: show that card.
  useEffect(() => {
    if (!showPrinters || window.location.hash !== '#settings-printers') return;
    document.getElementById('settings-printers')?.scrollIntoView?.({ block: 'start' });
  }, [showPrinters]);
  const acceptanceShape = automaticAcceptanceSettingsSchema.shape;

  const onFinish = async (values: UserSettings) => {
    setFailure(null);
    const next = toSettings(saved, values);
    try {
      const result = await save.mutateAsync(next);
      form.setFieldsValue(result);
      setDirty(false);
      void message.success(t('admin.pages.settings.saved'));
      if (result.interfaceLanguage !== i18n.language) {
        storeLanguage(result.interfaceLanguage);
        await i18n.changeLanguage(result.interfaceLanguage);
      }
    } catch (error) {
      if (error instanceof ProductError && error.code === 'VALIDATION' && error.errors) {
        setFailure(error);
        // The API names fields by path strings; antd types names by the model's shape.
        form.setFields(fieldErrorsOf(t, error) as Parameters<typeof form.setFields>[0]);
        return;
      }
      // Anything else: reported, and the form returns to the saved settings (registers §8).
      addError(error);
      form.resetFields();
      setDirty(false);
    }
  };

  const discard = () => {
    form.resetFields();
    setDirty(false);
    setFailure(null);
  };

  const label = (key: string) => t(`admin.pages.settings.${key}`);

  return (
    <Form<UserSettings>
      form={form}
      layout="vertical"
      initialValues={saved}
      onFinish={(values) => void onFinish(values)}
      onValuesChange={() => setDirty(true)}
      className="settings-form"
    >
      <Flex vertical gap={16} style={{ maxWidth: 1120 }}>
        {failure && (
          <Alert
            type="error"
            showIcon
            title={t('admin.pages.settings.not_saved')}
            description={<ValidationMessages error={failure} />}
            closable={{ onClose: () => setFailure(null) }}
          />
        )}

        {showLanguage && (
          <Card title={label('language.title')} id="settings-language">
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item
                  name="interfaceLanguage"
                  label={label('language.label')}
                  extra={label('language.hint')}
                  rules={[zodRule(userSettingsSchema.shape.interfaceLanguage, t, label('language.label'))]}
                >
                  <Select
                    showSearch={{
                      filterOption: (input, option) => (option?.search ?? '').includes(input.toLowerCase()),
                    }}
                    options={languageOptions(languages, saved.interfaceLanguage)}
                  />
                </Form.Item>
              </Col>
            </Row>
          </Card>
        )}

        {showPrinters && (
          <>
            {/* The printing failures send the user here: the service's address comes first. */}
            <Flex vertical gap={16} id="settings-printers">
              <PrintServiceAddress />
              <Card title={label('printers.title')} extra={label('printers.hint')}>
                <PrintersEditor name="printers" emptyText={label('printers.empty')} />
              </Card>
            </Flex>
            <Card title={label('mobile_printers.title')} extra={label('mobile_printers.hint')}>
              <PrintersEditor name="mobilePrinters" emptyText={label('mobile_printers.empty')} />
            </Card>
          </>
        )}

        {showButtons && (
          <Card title={label('buttons.title')} id="settings-buttons">
            <Form.Item name="buttons" extra={label('buttons.hint')} style={{ marginBottom: 0 }}>
              <Checkbox.Group
                className="settings-buttons"
                options={WORKPLACE_BUTTONS.map((button) => ({
                  value: button,
                  label: label(`buttons.items.${button}`),
                }))}
              />
            </Form.Item>
          </Card>
        )}

        <Card title={label('city_districts.title')} id="settings-city-districts">
          <Form.Item
            name="cityDistricts"
            label={label('city_districts.label')}
            extra={label('city_districts.hint')}
            style={{ marginBottom: 0 }}
          >
            <CityDistrictsSelect aria-label={label('city_districts.label')} />
          </Form.Item>
        </Card>

        <Card title={label('acceptance.title')} id="settings-acceptance">
          <Row gutter={[24, 0]}>
            <Col xs={24} lg={12}>
              <Form.Item
                name="acceptanceDeliveryTypes"
                label={label('acceptance.delivery_types')}
                extra={label('acceptance.delivery_types_hint')}
                rules={[
                  zodRule(
                    userSettingsSchema.shape.acceptanceDeliveryTypes,
                    t,
                    label('acceptance.delivery_types'),
                  ),
                ]}
              >
                <Select
                  mode="tags"
                  tokenSeparators={[',']}
                  options={DELIVERY_TYPE_SUGGESTIONS.map((type) => ({
                    value: type,
                    label: label(`acceptance.delivery_type_options.${type}`),
                  }))}
                  placeholder={label('acceptance.delivery_types_placeholder')}
                />
              </Form.Item>
              <Form.Item
                name={['automaticAcceptanceSettings', 'defaultRecipientCountry']}
                label={label('acceptance.default_recipient_country')}
                extra={label('acceptance.default_recipient_country_hint')}
                normalize={(value: string | undefined) => value?.toUpperCase()}
                rules={[
                  zodRule(
                    acceptanceShape.defaultRecipientCountry,
                    t,
                    label('acceptance.default_recipient_country'),
                    {
                      emptyAs: null,
                    },
                  ),
                ]}
              >
                <Input maxLength={2} placeholder="PL" style={{ width: 120 }} />
              </Form.Item>
              <Form.Item
                name={['automaticAcceptanceSettings', 'autoPrinting']}
                label={label('acceptance.auto_printing')}
                valuePropName="checked"
              >
                <Switch />
              </Form.Item>
            </Col>
            <Col xs={24} lg={12}>
              <Form.Item
                name={['automaticAcceptanceSettings', 'conditions']}
                label={label('acceptance.conditions')}
                extra={label('acceptance.conditions_hint')}
              >
                <AcceptanceConditionsInput />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <div className="settings-actions">
          <Button onClick={discard} icon={<UndoOutlined />} disabled={!dirty || save.isPending}>
            {label('discard')}
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            loading={save.isPending}
            disabled={!dirty}
          >
            {label('save')}
          </Button>
        </div>
      </Flex>
    </Form>
  );
}
