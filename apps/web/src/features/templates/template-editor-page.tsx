import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import {
  DEFAULT_DAYS_INFO,
  type InformationChannel,
  type NotificationTemplate,
  TEMPLATE_EVENT_NAMES,
  TEMPLATE_EVENT_TYPES,
  type TemplateInput,
} from '@console/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  Radio,
  Result,
  Row,
  Select,
  Space,
  Spin,
  Switch,
  Typography,
} from 'antd';
import { type ReactElement, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ProductError } from '../../api/product-error.ts';
import { pathTo } from '../../app/route-paths.ts';
import { registerKeys } from '../registers/register-api.ts';
import { replacingTab, tabKeyFor, useWorkspaceTabs } from '../workspace-tabs/index.ts';
import { DaysInfoSection, InformingSection, TrackingSection } from './template-sections.tsx';
import { bodyOf, copyValues, fieldPath, formValuesOf, newTemplateValues } from './template-values.ts';
import {
  createTemplate,
  deleteTemplate,
  fetchTemplate,
  templateKeys,
  updateTemplate,
} from './templates-api.ts';
import { COPY_OF_PARAM } from './templates-list-page.tsx';
import './templates.css';

const P = 'admin.pages.templates';

/** templates_create and templates_edit (registers §2.3, §3.2, §5): one form for both. */
export function TemplateEditorPage(): ReactElement {
  const { t } = useTranslation();
  const { id } = useParams();
  const [search] = useSearchParams();
  const copyOf = search.get(COPY_OF_PARAM) ?? undefined;
  const editing = id !== undefined && id !== 'new';
  const sourceId = editing ? id : copyOf;
  const source = useQuery({
    queryKey: templateKeys.detail(sourceId ?? 'new'),
    queryFn: () => fetchTemplate(sourceId!),
    enabled: sourceId !== undefined,
  });
  if (sourceId && source.isPending) return <Spin className="template-loading" />;
  if (sourceId && source.isError) return <Result status="404" title={t(`${P}.not_found`)} />;
  const stored = editing ? source.data : undefined;
  const initial = stored ? formValuesOf(stored) : source.data ? copyValues(source.data) : newTemplateValues();
  return (
    <TemplateForm
      key={`${sourceId ?? 'new'}:${stored?.lockVersion ?? 0}`}
      stored={stored}
      initial={initial}
      copied={!editing && source.data !== undefined}
    />
  );
}

function TemplateForm(props: {
  stored?: NotificationTemplate;
  initial: TemplateInput;
  copied: boolean;
}): ReactElement {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TemplateInput>();
  const { stored } = props;
  // Registers §2.1: save is enabled only when the data differ from the original.
  const [dirty, setDirty] = useState(!stored);
  const eventType = Form.useWatch('event_type', form) ?? props.initial.event_type;
  const active = Form.useWatch('active', form) ?? props.initial.active;
  const types =
    Form.useWatch(['tracking', 'information_types'], form) ?? props.initial.tracking?.information_types ?? [];
  const channels: InformationChannel[] =
    Form.useWatch(['informing', 'information_channel'], form) ??
    props.initial.informing?.information_channel ??
    [];
  const tabKey = stored ? tabKeyFor('templates_edit', { id: stored.id }) : tabKeyFor('templates_create');

  // The tab is opened by the layout after this page's first effects: label it once it is there.
  const tabOpen = useWorkspaceTabs((state) => state.tabs.some((tab) => tab.key === tabKey));
  useEffect(() => {
    if (stored && tabOpen)
      useWorkspaceTabs
        .getState()
        .setTabLabel(tabKey, { kind: 'text', value: `${stored.event_name} · ${stored.event_description}` });
  }, [stored, tabKey, tabOpen]);

  const showErrors = (error: unknown) => {
    if (!(error instanceof ProductError)) return;
    if (error.status === 409) {
      void message.error(t(`${P}.stale`));
      return;
    }
    const fields = Object.entries(error.errors ?? {}).map(([path, key]) => ({
      name: fieldPath(path).length ? fieldPath(path) : ['event_type'],
      errors: [
        path === 'body'
          ? t(`${P}.required_either`)
          : t(key, { ns: 'backend', attribute: '', defaultValue: key }),
      ],
    }));
    if (fields.length) {
      form.setFields(fields as never);
      void message.error(t(`${P}.invalid`));
    }
  };

  const save = useMutation({
    mutationFn: (values: TemplateInput) => {
      const body = bodyOf(values, stored);
      return stored
        ? updateTemplate(stored.id, { ...body, lockVersion: stored.lockVersion })
        : createTemplate(body);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(templateKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: registerKeys('templates').lists() });
      void message.success(t(stored ? `${P}.saved` : `${P}.created`));
      if (!stored)
        void navigate(pathTo('templates_edit', { id: saved.id }), {
          replace: true,
          state: replacingTab(tabKey),
        });
    },
    onError: showErrors,
  });

  const remove = useMutation({
    mutationFn: () => deleteTemplate(stored!.id),
    onSuccess: (saved) => {
      queryClient.setQueryData(templateKeys.detail(saved.id), saved);
      void message.success(t(`${P}.deleted`));
    },
  });

  const eventOptions = useMemo(
    () => TEMPLATE_EVENT_NAMES.map((name) => ({ value: name, label: t(`${P}.events.${name}`) })),
    [t],
  );

  return (
    <Form<TemplateInput>
      form={form}
      layout="vertical"
      initialValues={props.initial}
      onFinish={(values) => save.mutate(values)}
      onValuesChange={() =>
        setDirty(!stored || JSON.stringify(form.getFieldsValue(true)) !== JSON.stringify(props.initial))
      }
      onKeyDown={(event) => {
        if (event.ctrlKey && event.key === 'Enter') {
          event.preventDefault();
          form.submit();
        }
      }}
      className="template-form"
    >
      <div className="template-header">
        <Typography.Title level={1} className="template-title">
          {stored ? `${stored.event_name} · ${stored.event_description}` : t(`${P}.new`)}
        </Typography.Title>
        <Space wrap>
          {stored && (
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={!stored.active}
              loading={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {t(`${P}.delete`)}
            </Button>
          )}
          <Button
            onClick={() => void navigate(pathTo('templates_create', {}, { copyOf: stored?.id ?? '' }))}
            disabled={!stored}
          >
            {t(`${P}.copy`)}
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            loading={save.isPending}
            disabled={!dirty}
          >
            {stored ? t(`${P}.save`) : t(`${P}.create`)}
          </Button>
        </Space>
      </div>
      {props.copied && (
        <Alert type="info" showIcon message={t(`${P}.copied_hint`)} className="template-alert" />
      )}
      {!active && (
        <Alert type="warning" showIcon message={t(`${P}.restore_hint`)} className="template-alert" />
      )}
      <Card size="small" title={t(`${P}.main`)}>
        <Row gutter={12}>
          <Col xs={24} sm={4}>
            <Form.Item name="active" label={t(`${P}.active`)} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} sm={10}>
            <Form.Item name="event_name" label={t('registers.templates.fields.event_name')} required>
              <Select showSearch optionFilterProp="label" options={eventOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={10}>
            <Form.Item name="event_type" label={t('registers.templates.fields.event_type')} required>
              <Radio.Group
                optionType="button"
                options={TEMPLATE_EVENT_TYPES.map((type) => ({
                  value: type,
                  label: t(`${P}.types.${type}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="event_description"
              label={t('registers.templates.fields.event_description')}
              required
            >
              <Input maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <DaysInfoSection
        onDefaults={() => {
          form.setFieldValue('days_info', { ...DEFAULT_DAYS_INFO });
          setDirty(!stored || JSON.stringify(form.getFieldsValue(true)) !== JSON.stringify(props.initial));
        }}
      />
      {eventType === 'tracking' ? (
        <TrackingSection types={types} />
      ) : (
        <InformingSection channels={channels} />
      )}
    </Form>
  );
}
