import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import {
  MANUAL_NOTE_MAX_LENGTH,
  MASS_OPERATION_MAX_NUMBERS,
  MASS_OPERATION_ROUTES,
  type MassCheckItem,
  type MassOperation,
  type MassOperationType,
  massOperationNoteSchema,
  normaliseParcelNumber,
  splitParcelNumbers,
} from '@console/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Input, type InputRef, List, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ReactElement, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addError, addNotice } from '../../api/error-list.ts';
import { PageHeader } from '../layout/page-header.tsx';
import {
  clearPageData,
  readPageData,
  registerTabCleanup,
  tabKeyFor,
  writePageData,
} from '../workspace-tabs/index.ts';
import {
  applyMassOperation,
  checkMassNumbers,
  downloadMassReport,
  fetchMassOperations,
  massOperationKeys,
} from './mass-operation-api.ts';
import './mass-operations.css';

const T = 'admin.pages.mass_operations';

interface StoredList {
  text: string;
  note: string;
}

/** `mass_shipments_issuance` (platform §2): many parcels issued at once, with a note. */
export function MassIssuancePage(): ReactElement {
  return <MassOperationScreen type="issuance" />;
}

/** `mass_shipments_lost`: many parcels registered as lost at once, with a note. */
export function MassLostPage(): ReactElement {
  return <MassOperationScreen type="lost" />;
}

function verdictTag(t: (key: string) => string, item: MassCheckItem, type: MassOperationType) {
  if (item.applicable) return <Tag color="green">{t(`${T}.can.${type}`)}</Tag>;
  return <Tag color="red">{t(`${T}.reasons.${item.reason ?? 'FAILED'}`)}</Tag>;
}

function MassOperationScreen({ type }: { type: MassOperationType }): ReactElement {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const route = MASS_OPERATION_ROUTES[type];
  const tabKey = tabKeyFor(route, {});
  const stored = useMemo(() => readPageData<StoredList>(tabKey), [tabKey]);
  const [text, setText] = useState(stored?.text ?? '');
  const [note, setNote] = useState(stored?.note ?? '');
  const [scan, setScan] = useState('');
  const [checked, setChecked] = useState<MassCheckItem[] | null>(null);
  const [result, setResult] = useState<MassOperation | null>(null);
  const [busy, setBusy] = useState<'check' | 'apply' | null>(null);
  const scanRef = useRef<InputRef>(null);
  const numbers = useMemo(() => splitParcelNumbers(text), [text]);
  const tooMany = numbers.length > MASS_OPERATION_MAX_NUMBERS;
  const noteValid = massOperationNoteSchema.safeParse(note).success;
  const applicable = checked?.filter((item) => item.applicable).length ?? 0;
  const history = useQuery({
    queryKey: massOperationKeys.list(type),
    queryFn: () => fetchMassOperations(type),
  });

  // The list and the note survive switching tabs; closing the tab forgets them (registers §2.4).
  useEffect(() => writePageData(tabKey, { text, note } satisfies StoredList), [tabKey, text, note]);
  useEffect(() => registerTabCleanup(tabKey, () => clearPageData(tabKey)), [tabKey]);

  const changeText = (value: string) => {
    setText(value);
    setChecked(null);
  };

  const addScanned = () => {
    const value = scan.trim();
    if (!value) return;
    const number = normaliseParcelNumber(value) ?? value;
    changeText(text.trim() ? `${text.trimEnd()}\n${number}` : number);
    setScan('');
    scanRef.current?.focus();
  };

  const check = async () => {
    setBusy('check');
    setResult(null);
    try {
      setChecked(await checkMassNumbers(type, numbers));
    } catch (error) {
      addError(error);
    } finally {
      setBusy(null);
    }
  };

  const apply = () =>
    modal.confirm({
      title: t(`${T}.confirm.${type}`, { n: applicable }),
      content: note.trim(),
      okText: t(`${T}.apply.${type}`),
      cancelText: t(`${T}.cancel`),
      onOk: async () => {
        setBusy('apply');
        try {
          const done = await applyMassOperation(
            type,
            (checked ?? []).map((item) => item.input),
            note,
          );
          setResult(done);
          setChecked(null);
          setText('');
          setNote('');
          addNotice({
            type: done.refused > 0 ? 'warning' : 'success',
            title: t(`${T}.done.${type}`, {
              number: done.number,
              applied: done.applied,
              refused: done.refused,
            }),
          });
          await queryClient.invalidateQueries({ queryKey: massOperationKeys.list(type) });
        } catch (error) {
          addError(error);
        } finally {
          setBusy(null);
        }
      },
    });

  const rows = result?.items ?? checked ?? [];
  return (
    <Flex vertical gap={12} className="mass-operation-page">
      <PageHeader title={t(`routes.${route}`)} subtitle={t(`${T}.subtitle.${type}`)} />
      <Card size="small" title={t(`${T}.numbers_title`, { n: numbers.length })}>
        <Flex vertical gap={8}>
          <Input
            ref={scanRef}
            value={scan}
            autoFocus
            allowClear
            placeholder={t(`${T}.scan_placeholder`)}
            aria-label={t(`${T}.scan_placeholder`)}
            onChange={(event) => setScan(event.target.value)}
            onPressEnter={addScanned}
            data-testid="mass-scan-input"
          />
          <Input.TextArea
            value={text}
            rows={6}
            placeholder={t(`${T}.paste_placeholder`)}
            aria-label={t(`${T}.paste_placeholder`)}
            onChange={(event) => changeText(event.target.value)}
            data-testid="mass-numbers"
          />
          {tooMany && (
            <Alert type="error" showIcon title={t(`${T}.over_limit`, { max: MASS_OPERATION_MAX_NUMBERS })} />
          )}
          <Flex wrap gap={8}>
            <Button
              icon={<SearchOutlined />}
              onClick={() => void check()}
              loading={busy === 'check'}
              disabled={numbers.length === 0 || tooMany || busy !== null}
            >
              {t(`${T}.check`)}
            </Button>
            <Button onClick={() => changeText('')} disabled={text === '' || busy !== null}>
              {t(`${T}.clear`)}
            </Button>
          </Flex>
        </Flex>
      </Card>
      {checked && (
        <Card size="small" title={t(`${T}.apply_title`)}>
          <Flex vertical gap={8}>
            <Typography.Text data-testid="mass-summary">
              {t(`${T}.summary`, { applicable, refused: checked.length - applicable })}
            </Typography.Text>
            <Input
              value={note}
              maxLength={MANUAL_NOTE_MAX_LENGTH}
              showCount
              placeholder={t(`${T}.note_placeholder`)}
              aria-label={t(`${T}.note_placeholder`)}
              status={note !== '' && !noteValid ? 'error' : undefined}
              onChange={(event) => setNote(event.target.value)}
              data-testid="mass-note"
            />
            <Button
              type="primary"
              danger={type === 'lost'}
              loading={busy === 'apply'}
              disabled={applicable === 0 || !noteValid || busy !== null}
              onClick={apply}
              data-testid="mass-apply"
            >
              {t(`${T}.apply_count.${type}`, { n: applicable })}
            </Button>
          </Flex>
        </Card>
      )}
      {result && (
        <Alert
          type={result.refused > 0 ? 'warning' : 'success'}
          showIcon
          data-testid="mass-result"
          title={t(`${T}.done.${type}`, {
            number: result.number,
            applied: result.applied,
            refused: result.refused,
          })}
          action={
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void downloadMassReport(result).catch(addError)}
            >
              {t(`${T}.report`)}
            </Button>
          }
        />
      )}
      {rows.length > 0 && (
        <Table<MassCheckItem & { result?: string }>
          size="small"
          rowKey="input"
          pagination={rows.length > 50 ? { pageSize: 50 } : false}
          dataSource={rows}
          scroll={{ x: true }}
          data-testid="mass-items"
          columns={[
            {
              title: t(`${T}.columns.number`),
              dataIndex: 'input',
              render: (value: string) => <code>{value}</code>,
            },
            { title: t(`${T}.columns.shipment`), dataIndex: 'shipmentNumber', responsive: ['md'] },
            {
              title: t(`${T}.columns.status`),
              dataIndex: 'shipmentStatus',
              responsive: ['md'],
              render: (value: string | null) =>
                value ? t(`admin.pages.visit.shipment_statuses.${value}`, { defaultValue: value }) : '',
            },
            {
              title: t(`${T}.columns.verdict`),
              key: 'verdict',
              render: (_, item) =>
                item.result === undefined ? (
                  verdictTag(t, item, type)
                ) : item.result === 'Refused' ? (
                  <Tag color="red">{t(`${T}.reasons.${item.reason ?? 'FAILED'}`)}</Tag>
                ) : (
                  <Tag color="blue">{t(`${T}.results.${item.result}`)}</Tag>
                ),
            },
          ]}
        />
      )}
      <Card size="small" title={t(`${T}.history_title`)}>
        <List
          size="small"
          loading={history.isLoading}
          dataSource={history.data ?? []}
          locale={{ emptyText: t(`${T}.history_empty`) }}
          renderItem={(operation) => (
            <List.Item
              actions={[
                <Button
                  key="report"
                  type="link"
                  icon={<DownloadOutlined />}
                  onClick={() => void downloadMassReport(operation).catch(addError)}
                >
                  {t(`${T}.report`)}
                </Button>,
              ]}
            >
              <Flex vertical>
                <Typography.Text strong>
                  {operation.number} · {operation.applied}/{operation.total}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {dayjs(operation.createdAt).format('YYYY-MM-DD HH:mm')} · {operation.createdByUser} ·{' '}
                  {operation.note}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      </Card>
    </Flex>
  );
}
