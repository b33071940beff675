import {
  can,
  nextProblemParcelStatuses,
  PROBLEM_PARCEL_STATUS_TONES,
  type ProblemParcel,
  type ProblemParcelStatus,
  RETURN_STATE_TONES,
} from '@console/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  Input,
  List,
  Popconfirm,
  Result,
  Row,
  Select,
  Spin,
  Tag,
  Typography,
  Upload,
} from 'antd';
import dayjs from 'dayjs';
import { type ReactElement, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { apiClient } from '../../api/client.ts';
import { addError } from '../../api/error-list.ts';
import { isRecordNotFound, ProductError } from '../../api/product-error.ts';
import { useDelayedLoading } from '../../api/use-delayed-loading.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { ListItemText } from '../layout/list-item-text.tsx';
import { PageHeader } from '../layout/page-header.tsx';
import { ToneTag } from '../layout/tone-tag.tsx';
import { useSyncTabWithRoute } from '../workspace-tabs/index.ts';
import {
  addProblemParcelAttachment,
  changeProblemParcelStatus,
  fetchProblemParcel,
  problemParcelKeys,
  removeProblemParcelAttachment,
  updateProblemParcel,
} from './scanning-api.ts';

const P = 'admin.pages.problem_parcel';
const dateTime = (value: string) => dayjs(value).format('MMM D, YYYY HH:mm');

/** The problem-parcel view (registers §2.4): status header, details, attachments, notes. */
export function ProblemParcelPage(): ReactElement {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id ?? '';
  const query = useQuery({
    queryKey: problemParcelKeys.detail(id),
    queryFn: () => fetchProblemParcel(id),
    enabled: id !== '',
  });
  const parcel = query.data;
  const label = useMemo(
    () => (parcel ? { kind: 'text' as const, value: parcel.number } : undefined),
    [parcel],
  );
  useSyncTabWithRoute('problem_parcel_edit', params, label);
  const showLoader = useDelayedLoading(query.isLoading);
  if (query.error) {
    const notFound = isRecordNotFound(query.error);
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? t(`${P}.not_found`) : query.error.message}
      />
    );
  }
  if (!parcel) return <Flex justify="center">{showLoader && <Spin size="large" />}</Flex>;
  return <ProblemParcelView parcel={parcel} />;
}

function ProblemParcelView({ parcel }: { parcel: ProblemParcel }): ReactElement {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [status, setStatus] = useState<ProblemParcelStatus | null>(null);
  const [statusNote, setStatusNote] = useState('');
  const [busy, setBusy] = useState(false);
  const key = problemParcelKeys.detail(parcel.id);
  const editable = parcel.status !== 'Deleted';
  const mayChangeStatus = user ? can(user, 'changeStatus') : false;
  const mayRemoveAttachment = user ? can(user, 'removeProblemParcelAttachment') : false;
  const options = nextProblemParcelStatuses(parcel.status).filter(
    (next) => next !== 'Deleted' || (user ? can(user, 'removeProblemParcel') : false),
  );

  /** Every change carries lockVersion; a stale one reloads the parcel and says so. */
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      const updated = await work();
      // A call that answers the problem parcel replaces it; the others reload it.
      if (updated && typeof updated === 'object' && 'lockVersion' in updated)
        queryClient.setQueryData(key, updated as ProblemParcel);
      else await queryClient.invalidateQueries({ queryKey: key });
      return true;
    } catch (error) {
      if (error instanceof ProductError && error.status === 409) {
        message.warning(t(`${P}.stale`));
        await queryClient.invalidateQueries({ queryKey: key });
      } else addError(error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const upload = async (file: File) => {
    const body = new FormData();
    body.append('file', file);
    await run(async () => {
      const { data } = await apiClient.post<{ url: string }>('uploads', body);
      await addProblemParcelAttachment(parcel.id, { url: data.url, fileName: file.name });
    });
  };

  return (
    <Flex vertical gap={12}>
      <PageHeader
        title={
          <Flex wrap gap={8} align="center">
            <span>{parcel.number}</span>
            <ToneTag tone={PROBLEM_PARCEL_STATUS_TONES[parcel.status]} data-testid="problem-status">
              {t(`${P}.statuses.${parcel.status}`)}
            </ToneTag>
            <Tag>{t(`${P}.types.${parcel.type}`)}</Tag>
            {parcel.returnState && (
              <ToneTag tone={RETURN_STATE_TONES[parcel.returnState]} data-testid="problem-return-state">
                {t(`${P}.return_states.${parcel.returnState}`)}
              </ToneTag>
            )}
          </Flex>
        }
        subtitle={parcel.statusNote ?? undefined}
        extra={
          mayChangeStatus &&
          options.length > 0 && (
            <Flex wrap gap={8}>
              <Select
                style={{ minWidth: 160 }}
                placeholder={t(`${P}.change_status`)}
                aria-label={t(`${P}.change_status`)}
                value={status}
                onChange={setStatus}
                options={options.map((next) => ({ value: next, label: t(`${P}.statuses.${next}`) }))}
                data-testid="problem-status-select"
              />
              <Input
                style={{ width: 200 }}
                placeholder={t(`${P}.status_note`)}
                aria-label={t(`${P}.status_note`)}
                value={statusNote}
                onChange={(event) => setStatusNote(event.target.value)}
                maxLength={1000}
              />
              <Button
                type="primary"
                disabled={!status}
                loading={busy}
                onClick={async () => {
                  if (!status) return;
                  const done = await run(() =>
                    changeProblemParcelStatus(parcel.id, {
                      status,
                      statusNote: statusNote || null,
                      lockVersion: parcel.lockVersion,
                    }),
                  );
                  if (done) {
                    setStatus(null);
                    setStatusNote('');
                  }
                }}
              >
                {t(`${P}.apply`)}
              </Button>
            </Flex>
          )
        }
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={14}>
          <Flex vertical gap={12}>
            <Card size="small" title={t(`${P}.details`)}>
              <Descriptions
                size="small"
                column={{ xs: 1, sm: 2 }}
                items={[
                  {
                    key: 'parcels',
                    label: t(`${P}.fields.parcelNumbers`),
                    children: parcel.parcelNumbers.join(', '),
                  },
                  { key: 'division', label: t(`${P}.fields.division`), children: parcel.division ?? '—' },
                  {
                    key: 'scan',
                    label: t(`${P}.fields.scanRegistry`),
                    children: parcel.scanRegistryNumber ?? '—',
                  },
                  { key: 'created', label: t(`${P}.fields.createdAt`), children: dateTime(parcel.createdAt) },
                  { key: 'by', label: t(`${P}.fields.createdByUser`), children: parcel.createdByUser },
                ]}
              />
            </Card>
            <Card size="small" title={t(`${P}.attachments`)}>
              <Flex vertical gap={8}>
                {parcel.attachments.length === 0 && <Empty description={t(`${P}.no_attachments`)} />}
                <List
                  size="small"
                  dataSource={parcel.attachments}
                  data-testid="problem-attachments"
                  renderItem={(attachment) => (
                    <List.Item
                      actions={
                        mayRemoveAttachment
                          ? [
                              <Popconfirm
                                key="remove"
                                title={t(`${P}.remove_attachment_confirm`)}
                                onConfirm={() => run(() => removeProblemParcelAttachment(attachment.id))}
                              >
                                <Button size="small" danger type="text">
                                  {t(`${P}.remove_attachment`)}
                                </Button>
                              </Popconfirm>,
                            ]
                          : []
                      }
                    >
                      <ListItemText
                        title={
                          <Typography.Link
                            onClick={async () => {
                              const { data } = await apiClient.get<Blob>(
                                `uploads/attached/${attachment.storageInfo.url}`,
                                {
                                  responseType: 'blob',
                                },
                              );
                              window.open(URL.createObjectURL(data), '_blank', 'noopener');
                            }}
                          >
                            {attachment.fileName ?? attachment.storageInfo.url}
                          </Typography.Link>
                        }
                        description={`${attachment.userCreate} · ${dateTime(attachment.createdAt)}`}
                      />
                    </List.Item>
                  )}
                />
                {editable && (
                  <Upload
                    accept="image/*,application/pdf"
                    showUploadList={false}
                    beforeUpload={(file) => {
                      void upload(file);
                      return false;
                    }}
                  >
                    <Button loading={busy} data-testid="problem-upload">
                      {t(`${P}.upload`)}
                    </Button>
                  </Upload>
                )}
              </Flex>
            </Card>
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={12}>
            <Card size="small" title={t(`${P}.notes`)}>
              <Flex vertical gap={8}>
                {parcel.note.length === 0 && (
                  <Typography.Text type="secondary">{t(`${P}.no_notes`)}</Typography.Text>
                )}
                <List
                  size="small"
                  dataSource={parcel.note}
                  data-testid="problem-notes"
                  renderItem={(entry) => (
                    <List.Item>
                      <ListItemText
                        title={entry.text}
                        description={`${entry.author} · ${dateTime(entry.createdAt)}`}
                      />
                    </List.Item>
                  )}
                />
                {editable && (
                  <>
                    <Input.TextArea
                      value={note}
                      onChange={(event) => setNote(event.target.value)}
                      placeholder={t(`${P}.note_placeholder`)}
                      aria-label={t(`${P}.note_placeholder`)}
                      autoSize={{ minRows: 2, maxRows: 6 }}
                      maxLength={1000}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter' && event.ctrlKey) event.currentTarget.form?.requestSubmit();
                      }}
                    />
                    <Button
                      disabled={!note.trim()}
                      loading={busy}
                      onClick={async () => {
                        const done = await run(() =>
                          updateProblemParcel(parcel.id, { note, lockVersion: parcel.lockVersion }),
                        );
                        if (done) setNote('');
                      }}
                      data-testid="problem-add-note"
                    >
                      {t(`${P}.add_note`)}
                    </Button>
                  </>
                )}
              </Flex>
            </Card>
            <Card size="small" title={t(`${P}.history`)}>
              <List
                size="small"
                dataSource={parcel.statuses}
                renderItem={(entry) => (
                  <List.Item>
                    <ListItemText
                      title={t(`${P}.statuses.${entry.status}`)}
                      description={[entry.statusNote, entry.user, dateTime(entry.createdAt)]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </List.Item>
                )}
              />
            </Card>
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
