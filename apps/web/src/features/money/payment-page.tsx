import { DeleteOutlined, EditOutlined, RollbackOutlined } from '@ant-design/icons';
import {
  can,
  DISPLAY_DATE_TIME_FORMAT,
  formatTotals,
  PAYMENT_LAST_STATUS_TONES,
  type Payment,
  type PaymentServiceLine,
  type PaymentStatusEntry,
  totalsByCurrency,
} from '@console/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Input,
  Modal,
  Result,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { type ReactElement, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { addError, addNotice } from '../../api/error-list.ts';
import { isRecordNotFound } from '../../api/product-error.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { PageHeader } from '../layout/page-header.tsx';
import { ToneTag } from '../layout/tone-tag.tsx';
import { useSyncTabWithRoute } from '../workspace-tabs/index.ts';
import { cancelPayments, deletePayment, fetchPayment, moneyKeys, updatePaymentNote } from './money-api.ts';
import { ReceiptButtons } from './receipt-buttons.tsx';
import './money.css';
import { useKeyboardScrollable } from '../layout/keyboard-scrollable.ts';

const T = 'admin.pages.money';
/** A payment's moments to the second, in platform §9's 'YYYY-MM-DD, HH:mm:ss'. */
const when = (iso: string | null) => (iso ? dayjs(iso).format(DISPLAY_DATE_TIME_FORMAT) : '—');

export function PaymentStatusTag({ status }: { status: Payment['lastStatus'] }): ReactElement {
  const { t } = useTranslation();
  return (
    <ToneTag tone={PAYMENT_LAST_STATUS_TONES[status]} data-testid="payment-status">
      {t(`registers.payments.options.lastStatuses.${status}`, { defaultValue: status })}
    </ToneTag>
  );
}

/** The payment view (route `payment_edit`, registers §2.4): general info, details, statuses, services. */
export function PaymentPage(): ReactElement {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id ?? '';
  const query = useQuery({ queryKey: moneyKeys.payment(id), queryFn: () => fetchPayment(id) });
  const label = useMemo(
    () => (query.data ? { kind: 'text' as const, value: query.data.number } : undefined),
    [query.data],
  );
  useSyncTabWithRoute('payment_edit', params, label);
  if (query.error) {
    const notFound = isRecordNotFound(query.error);
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? t(`${T}.payment_not_found`) : query.error.message}
      />
    );
  }
  if (!query.data)
    return (
      <Flex justify="center">
        <Spin size="large" />
      </Flex>
    );
  return <PaymentView payment={query.data} />;
}

function PaymentView({ payment }: { payment: Payment }): ReactElement {
  const { t } = useTranslation();
  const servicesScroller = useKeyboardScrollable(t(`${T}.services`));
  const statusesScroller = useKeyboardScrollable(t(`${T}.statuses`));
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const [busy, setBusy] = useState(false);
  const [editingNote, setEditingNote] = useState(false);
  const payer = [payment.payerLastName, payment.payerFirstName, payment.payerPatronymic]
    .filter(Boolean)
    .join(' ');
  const totals = totalsByCurrency(
    payment.services.map((line) => ({
      currencyCode: line.currencyCode ?? payment.currencyCode,
      amount: line.amountPaid,
    })),
  );
  const standing = payment.lastStatus !== 'refunded' && !payment.deletedAt;
  const reload = () => queryClient.invalidateQueries({ queryKey: moneyKeys.payment(payment.id) });

  /** Runs a payment action with its notice or error; whether it went through. */
  const run = async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      addNotice({ type: 'success', title: t(done) });
      return true;
    } catch (error) {
      addError(error);
      return false;
    } finally {
      setBusy(false);
      await reload();
    }
  };
  const confirmCancel = () =>
    modal.confirm({
      title: t(`${T}.cancel_confirm`, { number: payment.number }),
      okText: t(`${T}.cancel_payment`),
      onOk: () => run(() => cancelPayments([payment.id]), `${T}.cancelled`),
    });
  const confirmDelete = () =>
    modal.confirm({
      title: t(`${T}.delete_confirm`, { number: payment.number }),
      okButtonProps: { danger: true },
      onOk: () => run(() => deletePayment(payment.id), `${T}.deleted`),
    });

  return (
    <Flex vertical gap={12} className="money-page">
      <PageHeader
        title={
          <Flex wrap gap={8} align="center">
            <span>{payment.number}</span>
            <PaymentStatusTag status={payment.lastStatus} />
            {payment.deletedAt && <Tag color="red">{t(`${T}.deleted_mark`)}</Tag>}
          </Flex>
        }
        subtitle={<Typography.Text type="secondary">{formatTotals(totals)}</Typography.Text>}
        extra={
          <Flex wrap gap={8}>
            <ReceiptButtons paymentId={payment.id} />
            {user && can(user, 'paymentCancel') && (
              <Button
                icon={<RollbackOutlined />}
                disabled={!standing || busy}
                onClick={confirmCancel}
                data-testid="payment-cancel"
              >
                {t(`${T}.cancel_payment`)}
              </Button>
            )}
            {user && can(user, 'paymentDelete') && (
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={Boolean(payment.deletedAt) || busy}
                onClick={confirmDelete}
              >
                {t(`${T}.delete_payment`)}
              </Button>
            )}
          </Flex>
        }
      />
      <Card size="small" title={t(`${T}.general`)}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label={t(`${T}.payer`)}>{payer || '—'}</Descriptions.Item>
          <Descriptions.Item label={t(`${T}.payer_phone`)}>{payment.payerPhone ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t(`${T}.payer_cid`)}>{payment.payerCid ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('registers.payments.fields.sum')}>
            {payment.sum} {payment.currencyCode}
          </Descriptions.Item>
          <Descriptions.Item label={t(`${T}.payment_system`)}>
            {t(`admin.pages.visit.payment.systems.${payment.paymentSystem}`, {
              defaultValue: payment.paymentSystem,
            })}
          </Descriptions.Item>
          <Descriptions.Item label={t('registers.payments.fields.createdAt')}>
            {when(payment.createdAt)}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t(`${T}.details`)}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label={t('registers.payments.fields.operationType')}>
            {payment.operationType}
          </Descriptions.Item>
          <Descriptions.Item label={t('registers.payments.fields.source')}>
            {payment.source}
          </Descriptions.Item>
          <Descriptions.Item label={t('registers.payments.fields.country')}>
            {payment.country}
          </Descriptions.Item>
          <Descriptions.Item label={t('registers.payments.fields.division')}>
            {payment.division ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('registers.payments.fields.userCreate')}>
            {payment.userCreate}
          </Descriptions.Item>
          <Descriptions.Item label={t(`${T}.last_status_at`)}>
            {when(payment.lastStatusDateTime)}
          </Descriptions.Item>
          <Descriptions.Item label={t(`${T}.note`)}>
            <Flex gap={4} align="center" wrap>
              <span data-testid="payment-note">{payment.note ?? '—'}</span>
              {user && can(user, 'paymentCancel') && !payment.deletedAt && (
                <Button
                  type="link"
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => setEditingNote(true)}
                  data-testid="payment-edit-note"
                >
                  {t(`${T}.edit_note`)}
                </Button>
              )}
            </Flex>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {editingNote && (
        <PaymentNoteDialog
          payment={payment}
          saving={busy}
          onClose={() => setEditingNote(false)}
          onSave={(note) =>
            // A refused note stays in its dialog, as typed.
            run(() => updatePaymentNote(payment.id, note), `${T}.note_saved`).then((saved) => {
              if (saved) setEditingNote(false);
            })
          }
        />
      )}
      <Card size="small" title={t(`${T}.services`)}>
        <Table<PaymentServiceLine>
          ref={servicesScroller}
          size="small"
          rowKey={(line) => `${line.sourceId}:${line.serviceId}`}
          dataSource={payment.services}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t(`${T}.source_number`), dataIndex: 'sourceNumber' },
            { title: t(`${T}.service_name`), dataIndex: 'serviceName' },
            {
              title: t(`${T}.amount_paid`),
              align: 'right',
              render: (_, line) => `${line.amountPaid} ${line.currencyCode ?? payment.currencyCode}`,
            },
            {
              title: t(`${T}.amount_to_pay`),
              align: 'right',
              render: (_, line) => `${line.amountToPay} ${line.currencyCode ?? payment.currencyCode}`,
            },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                <strong>{t(`${T}.total`)}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} colSpan={2} align="right">
                <strong data-testid="payment-total">{formatTotals(totals)}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      </Card>
      <Card size="small" title={t(`${T}.statuses`)}>
        <Table<PaymentStatusEntry>
          ref={statusesScroller}
          size="small"
          rowKey={(entry) => `${entry.status}:${entry.createdAt}`}
          dataSource={payment.statuses}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t(`${T}.status`), render: (_, entry) => <PaymentStatusTag status={entry.status} /> },
            { title: t(`${T}.user`), dataIndex: 'user' },
            { title: t('registers.payments.fields.createdAt'), render: (_, entry) => when(entry.createdAt) },
          ]}
        />
      </Card>
    </Flex>
  );
}

/** The payment's note (registers §6 "Payments: edit"): the one thing of a payment left to edit. */
function PaymentNoteDialog(props: {
  payment: Payment;
  /** The page's action is running (the page holds it for every action). */
  saving: boolean;
  onClose: () => void;
  onSave: (note: string | null) => Promise<void>;
}): ReactElement {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ note: string }>();
  const save = ({ note }: { note: string }) => props.onSave(note.trim() === '' ? null : note.trim());
  return (
    <Modal
      open
      title={t(`${T}.edit_note_title`, { number: props.payment.number })}
      okText={t(`${T}.save_note`)}
      confirmLoading={props.saving}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ note: props.payment.note ?? '' }} onFinish={save}>
        <Form.Item
          name="note"
          label={t(`${T}.note`)}
          rules={[{ max: 500, message: t(`${T}.note_too_long`) }]}
        >
          <Input.TextArea autoFocus rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
