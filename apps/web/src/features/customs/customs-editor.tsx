import {
  CheckOutlined,
  CloseOutlined,
  DeleteOutlined,
  FileTextOutlined,
  PlusOutlined,
  PrinterOutlined,
  SaveOutlined,
  SendOutlined,
} from '@ant-design/icons';
import {
  COUNTRY_CODES,
  COUNTRY_PROFILES,
  type CustomsStatus,
  formatMoney,
  GOODS_PURPOSES,
  GOODS_UNITS,
  type HsCode,
  hasAnyRole,
} from '@console/domain';
import {
  Alert,
  App,
  AutoComplete,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  Row,
  Select,
  Skeleton,
  Table,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { type ReactElement, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addError, addNotice } from '../../api/error-list.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import {
  type CustomsRecord,
  fetchCn23,
  openBlob,
  searchHsCodes,
  useCustomsData,
  useSaveCustoms,
} from './customs-api.ts';
import {
  documentsLine,
  gramsOf,
  type LineValues,
  linesTotal,
  toGoodsLines,
  toLineValues,
} from './customs-lines.ts';

/** ISO currencies in use (countries-list's), by code: a typed "zł" or "PLZ" is no currency. */
const CURRENCY_OPTIONS = [...new Set(Object.values(COUNTRY_PROFILES).map((profile) => profile.currencyCode))]
  .filter(Boolean)
  .sort()
  .map((code) => ({ value: code, label: code }));
/** Countries of origin by ISO code and name (`CN · China`). */
const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({
  value: code,
  label: `${code} · ${COUNTRY_PROFILES[code].countryName}`,
}));

const T = 'admin.pages.customs';

export const CUSTOMS_STATUS_COLORS: Record<CustomsStatus, string> = {
  Missing: 'red',
  Draft: 'orange',
  Submitted: 'blue',
  Rejected: 'volcano',
  Accepted: 'green',
};

export function CustomsStatusTag({ status }: { status: CustomsStatus }): ReactElement {
  const { t } = useTranslation();
  return <Tag color={CUSTOMS_STATUS_COLORS[status]}>{t(`${T}.statuses.${status}`)}</Tag>;
}

/** The HS code field: type a code beginning or words, pick a subheading (debounced 300 ms, from 2 characters). */
function HsCodeInput(props: {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}): ReactElement {
  const { t } = useTranslation();
  const [options, setOptions] = useState<HsCode[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const search = (text: string) => {
    clearTimeout(timer.current);
    if (text.trim().length < 2) {
      setOptions([]);
      return;
    }
    timer.current = setTimeout(() => {
      searchHsCodes(text.trim())
        .then(setOptions)
        .catch(() => setOptions([]));
    }, 300);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <AutoComplete
      id={props.id}
      value={props.value}
      onChange={(value) => props.onChange?.(value)}
      onSearch={search}
      placeholder={t(`${T}.editor.hs_search`)}
      popupMatchSelectWidth={360}
      options={options.map((code) => ({
        value: code.code,
        label: `${code.code} · ${code.description}`,
        title: code.description,
      }))}
      optionRender={(option) => <div className="customs-hs-option">{option.label}</div>}
    />
  );
}

interface EditorProps {
  shipmentId: string;
  onClose: () => void;
}

/** One shipment's customs data: its invoice and parcels, the goods lines, save, submit, review, CN 23. */
export function CustomsEditor({ shipmentId, onClose }: EditorProps): ReactElement {
  const record = useCustomsData(shipmentId);
  if (record.isError) return <Alert type="error" showIcon title={record.error.message} />;
  if (!record.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return (
    <LoadedEditor key={`${record.data.customs.lockVersion ?? 0}`} record={record.data} onClose={onClose} />
  );
}

function LoadedEditor({ record, onClose }: { record: CustomsRecord; onClose: () => void }): ReactElement {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { data: user } = useCurrentUser();
  const [form] = Form.useForm<{ lines: LineValues[] }>();
  const save = useSaveCustoms();
  const { shipment, customs } = record;
  const invoice = shipment.invoice;
  const reviewer = hasAnyRole(user?.groups ?? [], ['administrator_god', 'service_desk']);
  const final = customs.status === 'Accepted';
  const lines = Form.useWatch('lines', form) ?? [];
  const total = linesTotal(lines, invoice ?? null);
  const [printing, setPrinting] = useState(false);

  const submit = async (status: 'Draft' | 'Submitted') => {
    try {
      const values = await form.validateFields();
      await save.mutateAsync({
        shipmentId: shipment.id,
        status,
        lines: toGoodsLines(values.lines ?? []),
        ...(customs.lockVersion ? { lockVersion: customs.lockVersion } : {}),
      });
      addNotice({ type: 'success', title: t(`${T}.editor.saved`) });
    } catch (error) {
      if (error && typeof error === 'object' && 'errorFields' in error) return;
      addError(error);
    }
  };

  const review = (status: 'Rejected' | 'Accepted') => {
    const send = async (note?: string) => {
      try {
        await save.mutateAsync({
          shipmentId: shipment.id,
          status,
          ...(note ? { note } : {}),
          ...(customs.lockVersion ? { lockVersion: customs.lockVersion } : {}),
        });
        addNotice({ type: 'success', title: t(`${T}.editor.saved`) });
      } catch (error) {
        addError(error);
      }
    };
    if (status === 'Accepted') return void send();
    let note = '';
    modal.confirm({
      title: t(`${T}.editor.reject_note`),
      content: (
        <Input.TextArea
          autoFocus
          maxLength={500}
          rows={3}
          aria-label={t(`${T}.editor.reject_note`)}
          onChange={(event) => {
            note = event.target.value;
          }}
        />
      ),
      okText: t(`${T}.editor.reject`),
      okButtonProps: { danger: true },
      onOk: () => (note.trim() ? send(note.trim()) : Promise.reject(new Error('note required'))),
    });
  };

  const print = async () => {
    setPrinting(true);
    try {
      openBlob(await fetchCn23([shipment.id]));
    } catch (error) {
      addError(error);
    } finally {
      setPrinting(false);
    }
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !final) {
      event.preventDefault();
      void submit('Submitted');
    }
  };

  const gross = shipment.parcels.reduce((sum, parcel) => sum + parcel.actualWeight, 0);
  const origin = shipment.sender.countryCode;
  const required = { required: true, message: t(`${T}.errors.required`) };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Ctrl+Enter typed in any field submits
    <div className="customs-editor" onKeyDown={onKeyDown}>
      <Flex gap={8} wrap="wrap" align="center" className="customs-editor-head">
        <CustomsStatusTag status={customs.status} />
        <Typography.Text type="secondary">
          {shipment.sender.countryCode} → {shipment.recipient.countryCode} · {shipment.recipient.name}
        </Typography.Text>
      </Flex>
      {customs.status === 'Rejected' && customs.note && (
        <Alert type="warning" showIcon title={t(`${T}.editor.rejected_because`, { note: customs.note })} />
      )}
      {final && <Alert type="success" showIcon title={t(`${T}.editor.final`)} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card size="small" title={t(`${T}.editor.invoice_items`)}>
            {invoice ? (
              <>
                <Table
                  size="small"
                  pagination={false}
                  dataSource={(invoice.items ?? []).map((item, index) => ({ ...item, key: index }))}
                  columns={[
                    { title: t(`${T}.editor.description`), dataIndex: 'description' },
                    { title: t(`${T}.editor.quantity`), dataIndex: 'quantity', align: 'right' },
                    {
                      title: t(`${T}.editor.value`),
                      dataIndex: 'value',
                      align: 'right',
                      render: (value: number) =>
                        `${formatMoney(value, invoice.currencyCode)} ${invoice.currencyCode}`,
                    },
                  ]}
                />
                <Typography.Paragraph strong className="customs-invoice-total">
                  {t(`${T}.editor.invoice_total`)}: {formatMoney(invoice.totalCost, invoice.currencyCode)}{' '}
                  {invoice.currencyCode}
                </Typography.Paragraph>
              </>
            ) : (
              <Alert type="error" showIcon title={t(`${T}.editor.no_invoice`)} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title={t(`${T}.editor.parcels`)}>
            <Descriptions
              size="small"
              column={1}
              items={shipment.parcels.map((parcel) => ({
                key: parcel.number,
                label: parcel.number,
                children: `${(parcel.actualWeight / 1000).toFixed(3)} kg`,
              }))}
            />
            <Typography.Text type="secondary">
              {t(`${T}.editor.weight`)}: {(gross / 1000).toFixed(3)}
            </Typography.Text>
          </Card>
        </Col>
      </Row>
      <Form
        form={form}
        layout="vertical"
        disabled={final}
        initialValues={{ lines: customs.lines.map(toLineValues) }}
        aria-label={t(`${T}.editor.lines`)}
      >
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <Card size="small" title={t(`${T}.editor.lines`)}>
              <Flex gap={8} wrap="wrap" justify="flex-end" className="customs-lines-toolbar">
                <Button
                  size="small"
                  icon={<FileTextOutlined />}
                  disabled={final || !invoice}
                  onClick={() =>
                    invoice &&
                    form.setFieldsValue({
                      lines: [documentsLine(invoice.currencyCode, invoice.totalCost, origin)],
                    })
                  }
                >
                  {t(`${T}.editor.documents_only`)}
                </Button>
                <Button
                  size="small"
                  type="primary"
                  ghost
                  icon={<PlusOutlined />}
                  disabled={final}
                  onClick={() =>
                    add({
                      quantity: '1',
                      unit: 'pieces',
                      currencyCode: invoice?.currencyCode ?? '',
                      purpose: 'gift',
                      countryOfOrigin: origin,
                    } satisfies LineValues)
                  }
                >
                  {t(`${T}.editor.add_line`)}
                </Button>
              </Flex>
              {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
              {fields.map((field, index) => (
                <div key={field.key} className="customs-line" data-testid={`customs-line-${index}`}>
                  <Row gutter={[12, 0]}>
                    <Col xs={24} md={11}>
                      <Form.Item
                        name={[field.name, 'description']}
                        label={t(`${T}.editor.description`)}
                        rules={[required, { min: 2, max: 255 }]}
                      >
                        <Input maxLength={255} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={12}>
                      <Form.Item
                        name={[field.name, 'hsCode']}
                        label={t(`${T}.editor.hs_code`)}
                        // Judged when the clerk leaves the field (and on save), not red at every digit typed.
                        validateTrigger="onBlur"
                        rules={[
                          required,
                          { pattern: /^(\d{6}|\d{8}|\d{10})$/, message: t(`${T}.errors.hs_code`) },
                        ]}
                      >
                        <HsCodeInput />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={1} className="customs-line-remove">
                      <Button
                        danger
                        type="text"
                        icon={<DeleteOutlined />}
                        aria-label={t(`${T}.editor.remove_line`)}
                        title={t(`${T}.editor.remove_line`)}
                        onClick={() => remove(field.name)}
                      />
                    </Col>
                    <Col xs={12} md={3}>
                      <Form.Item
                        name={[field.name, 'quantity']}
                        label={t(`${T}.editor.quantity`)}
                        rules={[
                          required,
                          { pattern: /^\d{1,7}([.,]\d{1,3})?$/, message: t(`${T}.errors.quantity`) },
                        ]}
                      >
                        <Input inputMode="decimal" />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={3}>
                      <Form.Item name={[field.name, 'unit']} label={t(`${T}.editor.unit`)} rules={[required]}>
                        <Select
                          options={GOODS_UNITS.map((unit) => ({
                            value: unit,
                            label: t(`${T}.units.${unit}`),
                          }))}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4}>
                      <Form.Item
                        name={[field.name, 'netWeightKg']}
                        label={t(`${T}.editor.net_weight`)}
                        rules={[
                          required,
                          {
                            validator: (_, value: string | undefined) =>
                              gramsOf(value) === null
                                ? Promise.reject(new Error(t(`${T}.errors.weight`)))
                                : Promise.resolve(),
                          },
                        ]}
                      >
                        <Input inputMode="decimal" />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={3}>
                      <Form.Item
                        name={[field.name, 'value']}
                        label={t(`${T}.editor.value`)}
                        rules={[
                          required,
                          { pattern: /^\d{1,9}([.,]\d{1,2})?$/, message: t(`${T}.errors.value`) },
                        ]}
                      >
                        <Input inputMode="decimal" />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={3}>
                      <Form.Item
                        name={[field.name, 'currencyCode']}
                        label={t(`${T}.editor.currency`)}
                        rules={[required]}
                      >
                        <Select showSearch={{ optionFilterProp: 'label' }} options={CURRENCY_OPTIONS} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4}>
                      <Form.Item
                        name={[field.name, 'purpose']}
                        label={t(`${T}.editor.purpose`)}
                        rules={[required]}
                      >
                        <Select
                          options={GOODS_PURPOSES.map((purpose) => ({
                            value: purpose,
                            label: t(`${T}.purposes.${purpose}`),
                          }))}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4}>
                      <Form.Item
                        name={[field.name, 'countryOfOrigin']}
                        label={t(`${T}.editor.origin`)}
                        rules={[required]}
                      >
                        <Select showSearch={{ optionFilterProp: 'label' }} options={COUNTRY_OPTIONS} />
                      </Form.Item>
                    </Col>
                  </Row>
                </div>
              ))}
              {total && invoice && (
                <Typography.Paragraph className="customs-lines-total" data-testid="customs-lines-total">
                  {t(`${T}.editor.lines_total`)}:{' '}
                  <strong>
                    {total.total} {invoice.currencyCode}
                  </strong>{' '}
                  {total.matches ? (
                    <Tag color="green">{t(`${T}.editor.total_matches`)}</Tag>
                  ) : (
                    <Tag color="red">
                      {t(`${T}.editor.total_differs`, {
                        total: `${formatMoney(invoice.totalCost, invoice.currencyCode)} ${invoice.currencyCode}`,
                      })}
                    </Tag>
                  )}
                </Typography.Paragraph>
              )}
            </Card>
          )}
        </Form.List>
      </Form>
      <Flex gap={8} wrap="wrap" justify="flex-end" className="customs-editor-actions">
        <Button icon={<CloseOutlined />} onClick={onClose}>
          {t(`${T}.editor.close`)}
        </Button>
        <Button
          icon={<PrinterOutlined />}
          loading={printing}
          disabled={customs.lines.length === 0}
          onClick={() => void print()}
        >
          {t(`${T}.print_cn23`)}
        </Button>
        {reviewer && customs.status === 'Submitted' && (
          <>
            <Button
              danger
              icon={<CloseOutlined />}
              loading={save.isPending}
              onClick={() => review('Rejected')}
            >
              {t(`${T}.editor.reject`)}
            </Button>
            <Button icon={<CheckOutlined />} loading={save.isPending} onClick={() => review('Accepted')}>
              {t(`${T}.editor.accept`)}
            </Button>
          </>
        )}
        {!final && (
          <>
            <Button icon={<SaveOutlined />} loading={save.isPending} onClick={() => void submit('Draft')}>
              {t(`${T}.editor.save_draft`)}
            </Button>
            <Button
              type="primary"
              icon={<SendOutlined />}
              loading={save.isPending}
              onClick={() => void submit('Submitted')}
            >
              {t(`${T}.editor.submit`)}
            </Button>
          </>
        )}
      </Flex>
      {customs.history.length > 0 && (
        <Card size="small" title={t(`${T}.editor.history`)}>
          <Timeline
            items={customs.history.map((entry) => ({
              color: CUSTOMS_STATUS_COLORS[entry.status],
              content: (
                <>
                  <CustomsStatusTag status={entry.status} /> {entry.userLogin},{' '}
                  {dayjs(entry.createdAt).format('YYYY-MM-DD HH:mm:ss')}
                  {entry.note ? <div className="customs-history-note">{entry.note}</div> : null}
                </>
              ),
            }))}
          />
        </Card>
      )}
    </div>
  );
}
