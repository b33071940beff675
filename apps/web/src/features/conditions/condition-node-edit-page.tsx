import {
  CONDITION_ERROR_CODES,
  CONDITION_PROPERTIES,
  PAYER_TYPES,
  resourcePermissions,
  SERVICE_CODE_LIST,
  SERVICE_CONDITION_TYPES,
  SERVICE_VALUE_TYPES,
  SHIPMENT_CONDITION_TYPES,
} from '@console/domain';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Flex,
  Form,
  Input,
  InputNumber,
  Result,
  Select,
  Spin,
  Tabs,
  Typography,
} from 'antd';
import { type ReactElement, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { addError } from '../../api/error-list.ts';
import { pathTo } from '../../app/route-paths.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { PageHeader } from '../layout/page-header.tsx';
import { useSyncTabWithRoute } from '../workspace-tabs/index.ts';
import {
  type AnyNode,
  type NodeKind,
  useCondition,
  useConditionNode,
  useConditionNodes,
  useConditions,
  useSaveConditionNode,
} from './condition-api.ts';
import { NEW_ID } from './condition-edit-page.tsx';
import { NODE_ROUTES } from './condition-nodes-page.tsx';
import { ck, propertyLabel, readableCondition } from './condition-words.ts';
import './conditions.css';

type Values = Record<string, unknown>;

/** The body the API takes from the form's values (folders keep only the folder fields). */
export function nodeBody(kind: NodeKind, isFolder: boolean, values: Values, lockVersion?: number): Values {
  const common = {
    isFolder,
    name: String(values.name ?? '').trim(),
    parentId: values.parentId || null,
    countryCode: values.countryCode ? String(values.countryCode).toUpperCase() : null,
    ...(lockVersion ? { lockVersion } : {}),
  };
  if (isFolder) return common;
  const item = { ...common, conditionId: values.conditionId, active: values.active !== false };
  if (kind === 'shipment') return { ...item, type: values.type, errorCode: values.errorCode };
  return {
    ...item,
    serviceCode: values.serviceCode,
    amount: Number(values.amount),
    valueType: values.valueType,
    amountProperty:
      values.valueType !== 'Fixed' && values.amountProperty ? { property: values.amountProperty } : null,
    eachSeatCalculation: Boolean(values.eachSeatCalculation),
    payerType: values.payerType,
    type: values.type,
    hotkey: values.hotkey ? String(values.hotkey).toUpperCase() : null,
  };
}

function initialValues(node: AnyNode | undefined, parentId: string | null): Values {
  if (!node)
    return { parentId, active: true, eachSeatCalculation: false, valueType: 'Fixed', payerType: 'Sender' };
  const values: Values = { ...node };
  if ('amountProperty' in node) values.amountProperty = node.amountProperty?.property;
  if ('amount' in node && node.amount !== null) values.amount = Number(node.amount);
  return values;
}

/** The conditions tab: which condition decides, read as a sentence, with a link to edit it. */
function ConditionsTab(props: { kind: NodeKind; disabled: boolean }): ReactElement {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const conditionId = Form.useWatch('conditionId', form) as string | undefined;
  const [name, setName] = useState('');
  const type = props.kind === 'shipment' ? 'Shipment' : 'ShipmentService';
  const found = useConditions({
    page: 1,
    limit: 20,
    types: [type],
    deletionMark: false,
    ...(name ? { name } : {}),
  });
  const chosen = useCondition(conditionId);
  const options = (found.data?.items ?? []).map((condition) => ({
    value: condition.id,
    label: condition.name,
  }));
  if (chosen.data && !options.some((option) => option.value === chosen.data.id))
    options.unshift({ value: chosen.data.id, label: chosen.data.name });
  return (
    <Flex vertical gap={12}>
      <Form.Item name="conditionId" label={t(ck('fields.conditionId'))} rules={[{ required: true }]}>
        <Select
          aria-label={t(ck('fields.conditionId'))}
          showSearch={{ filterOption: false, onSearch: (text) => setName(text.trim()) }}
          disabled={props.disabled}
          options={options}
        />
      </Form.Item>
      {chosen.data && (
        <Alert
          type="info"
          showIcon
          message={t(ck('fields.sentence'))}
          description={
            <Flex vertical gap={4}>
              <Typography.Text strong data-testid="node-condition-sentence">
                {readableCondition(t, chosen.data.tree)}
              </Typography.Text>
              <Link to={pathTo('condition_edit', { id: chosen.data.id })}>{chosen.data.name}</Link>
            </Flex>
          }
        />
      )}
    </Flex>
  );
}

function ItemFields(props: { kind: NodeKind; disabled: boolean }): ReactElement {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const valueType = Form.useWatch('valueType', form) as string | undefined;
  const errorCode = Form.useWatch('errorCode', form) as string | undefined;
  const { disabled } = props;
  const required = [{ required: true }];
  if (props.kind === 'shipment') {
    return (
      <>
        <Form.Item name="type" label={t(ck('fields.type'))} rules={required}>
          <Select
            aria-label={t(ck('fields.type'))}
            disabled={disabled}
            options={SHIPMENT_CONDITION_TYPES.map((value) => ({ value, label: t(ck(`types.${value}`)) }))}
          />
        </Form.Item>
        <Form.Item
          name="errorCode"
          label={t(ck('fields.errorCode'))}
          rules={required}
          extra={errorCode ? t(ck(`errors.${errorCode}`)) : undefined}
        >
          <Select
            aria-label={t(ck('fields.errorCode'))}
            disabled={disabled}
            options={CONDITION_ERROR_CODES.map((value) => ({ value, label: value }))}
          />
        </Form.Item>
      </>
    );
  }
  return (
    <>
      <Form.Item name="serviceCode" label={t(ck('fields.serviceCode'))} rules={required}>
        <Select
          aria-label={t(ck('fields.serviceCode'))}
          disabled={disabled}
          options={SERVICE_CODE_LIST.map((value) => ({ value, label: value }))}
        />
      </Form.Item>
      <Form.Item name="type" label={t(ck('fields.type'))} rules={required}>
        <Select
          aria-label={t(ck('fields.type'))}
          disabled={disabled}
          options={SERVICE_CONDITION_TYPES.map((value) => ({ value, label: t(ck(`types.${value}`)) }))}
        />
      </Form.Item>
      <Form.Item name="valueType" label={t(ck('fields.valueType'))} rules={required}>
        <Select
          aria-label={t(ck('fields.valueType'))}
          disabled={disabled}
          options={SERVICE_VALUE_TYPES.map((value) => ({ value, label: t(ck(`value_types.${value}`)) }))}
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t(ck('fields.amount'))}
        rules={[{ required: true }, { type: 'number', min: 1 }]}
      >
        <InputNumber
          aria-label={t(ck('fields.amount'))}
          disabled={disabled}
          min={1}
          step={0.01}
          precision={2}
          style={{ width: '100%' }}
        />
      </Form.Item>
      {valueType && valueType !== 'Fixed' && (
        <Form.Item name="amountProperty" label={t(ck('fields.amountProperty'))} rules={required}>
          <Select
            aria-label={t(ck('fields.amountProperty'))}
            disabled={disabled}
            options={CONDITION_PROPERTIES.filter((property) => property.kind === 'number').map(
              (property) => ({ value: property.name, label: propertyLabel(t, property) }),
            )}
          />
        </Form.Item>
      )}
      <Form.Item name="payerType" label={t(ck('fields.payerType'))} rules={required}>
        <Select
          aria-label={t(ck('fields.payerType'))}
          disabled={disabled}
          options={PAYER_TYPES.map((value) => ({ value, label: t(ck(`payers.${value}`)) }))}
        />
      </Form.Item>
      <Form.Item name="hotkey" label={t(ck('fields.hotkey'))} rules={[{ pattern: /^[A-Za-z0-9]?$/ }]}>
        <Input aria-label={t(ck('fields.hotkey'))} disabled={disabled} maxLength={1} style={{ width: 80 }} />
      </Form.Item>
      <Form.Item name="eachSeatCalculation" valuePropName="checked">
        <Checkbox disabled={disabled}>{t(ck('fields.eachSeatCalculation'))}</Checkbox>
      </Form.Item>
    </>
  );
}

/**
 * The item and folder editors of the conditions of shipment and of shipment service (registers
 * §2.2): a folder has its name, parent and country; an item adds its own fields and the conditions tab.
 */
export function ConditionNodeEditPage(props: { kind: NodeKind }): ReactElement {
  const { kind } = props;
  const routes = NODE_ROUTES[kind];
  const { t } = useTranslation();
  const params = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const id = params.id ?? NEW_ID;
  const creating = id === NEW_ID;
  const stored = useConditionNode(kind, creating ? undefined : id);
  const isFolder = creating ? query.get('isFolder') === 'true' : Boolean(stored.data?.isFolder);
  const folders = useConditionNodes(kind, { page: 1, limit: 100, isFolder: true, deletionMark: false });
  const { data: user } = useCurrentUser();
  const rights = user
    ? resourcePermissions(user, routes.list)
    : { create: false, edit: false, remove: false };
  const allowed = creating ? rights.create : rights.edit && !stored.data?.deletedAt;
  const save = useSaveConditionNode(kind);
  const [touched, setTouched] = useState(false);
  const label = useMemo(
    () => (stored.data ? { kind: 'text' as const, value: stored.data.name } : undefined),
    [stored.data],
  );
  useSyncTabWithRoute(routes.edit, params, label);

  if (!creating && stored.isError) return <Result status="404" title={t(ck('not_found'))} />;
  if (!creating && !stored.data) return <Spin />;

  const submit = async () => {
    try {
      const values = await form.validateFields();
      const saved = await save.mutateAsync({
        id: creating ? null : id,
        body: nodeBody(kind, isFolder, values, stored.data?.lockVersion),
      });
      setTouched(false);
      void message.success(t(ck('saved')));
      if (creating)
        void navigate(pathTo(routes.edit, { id: saved.id }, isFolder ? { isFolder: 'true' } : undefined), {
          replace: true,
        });
    } catch (error) {
      if (error && typeof error === 'object' && 'errorFields' in error) return;
      addError(error);
    }
  };

  const folderOptions = [
    { value: '', label: t(ck('no_folder')) },
    ...(folders.data?.items ?? [])
      .filter((folder) => folder.id !== id)
      .map((folder) => ({ value: folder.id, label: folder.name })),
  ];
  const main = (
    <div className="condition-editor-main">
      <Form.Item
        name="name"
        label={t(ck('fields.name'))}
        rules={[{ required: true, whitespace: true }, { max: 100 }]}
      >
        <Input aria-label={t(ck('fields.name'))} disabled={!allowed} maxLength={100} />
      </Form.Item>
      <Form.Item name="parentId" label={t(ck('folder'))}>
        <Select aria-label={t(ck('folder'))} disabled={!allowed} options={folderOptions} />
      </Form.Item>
      <Form.Item
        name="countryCode"
        label={t(ck('fields.countryCode'))}
        rules={[{ pattern: /^[A-Za-z]{2}$/ }]}
      >
        <Input
          aria-label={t(ck('fields.countryCode'))}
          disabled={!allowed}
          maxLength={2}
          style={{ width: 80 }}
        />
      </Form.Item>
      {!isFolder && <ItemFields kind={kind} disabled={!allowed} />}
      {!isFolder && (
        <Form.Item name="active" valuePropName="checked">
          <Checkbox disabled={!allowed}>{t(ck('fields.active'))}</Checkbox>
        </Form.Item>
      )}
    </div>
  );
  const title = creating ? t(ck(isFolder ? 'new_folder' : 'new_item')) : stored.data?.name;
  return (
    <Flex
      vertical
      gap={16}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
      }}
    >
      <PageHeader
        title={title}
        subtitle={isFolder ? t(ck('folder')) : t(ck(routes.title))}
        extra={
          <Flex gap={8} wrap="wrap">
            <Button onClick={() => void navigate(pathTo(routes.list))}>{t(ck('back'))}</Button>
            <Button
              type="primary"
              disabled={!allowed || !touched}
              loading={save.isPending}
              onClick={() => void submit()}
            >
              {t(ck('save'))}
            </Button>
          </Flex>
        }
      />
      <Card size="small">
        <Form
          form={form}
          layout="vertical"
          initialValues={initialValues(stored.data, query.get('parentId') ?? '')}
          onValuesChange={() => setTouched(true)}
        >
          {isFolder ? (
            main
          ) : (
            <Tabs
              items={[
                { key: 'main', label: t(ck('tabs.main')), children: main, forceRender: true },
                {
                  key: 'conditions',
                  label: t(ck('tabs.conditions')),
                  children: <ConditionsTab kind={kind} disabled={!allowed} />,
                  forceRender: true,
                },
              ]}
            />
          )}
        </Form>
      </Card>
    </Flex>
  );
}

export function ShipmentConditionEditPage(): ReactElement {
  return <ConditionNodeEditPage kind="shipment" />;
}
export function ServiceConditionEditPage(): ReactElement {
  return <ConditionNodeEditPage kind="service" />;
}
