import {
  canChangeTaskExecutor,
  canChangeTaskStatus,
  TASK_STATUS_TONES,
  TASK_TRANSITIONS,
  type TaskStatus,
  taskEditorRoute,
} from '@console/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Input,
  Result,
  Skeleton,
  Space,
  Table,
} from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { errorText, isRecordNotFound } from '../../api/product-error.ts';
import { useRouteName } from '../../app/route-handle.ts';
import { pathTo } from '../../app/route-paths.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { useKeyboardScrollable } from '../layout/keyboard-scrollable.ts';
import { PageHeader } from '../layout/page-header.tsx';
import { ToneTag } from '../layout/tone-tag.tsx';
import { DATE_TIME_FORMAT } from '../registers/list/cell-format.ts';
import {
  changeTaskStatusExecutor,
  fetchTask,
  fetchTrackingHistory,
  type Task,
  taskKeys,
  updateTask,
} from './task-api.ts';
import { TaskTypeDetails } from './task-type-details.tsx';

/**
 * A task's form (routes edit_task, edit_task_client_address, edit_task_postomat, edit_task_pudo):
 * its details, the status moves its executor or a dispatcher may make, the executor a
 * dispatcher gives it, and its history (`GET tracking-history/{id}`). `edit_task` opens the form
 * of the task's own type.
 */
export function TaskPage(): ReactElement {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const routeName = useRouteName();
  const task = useQuery({ queryKey: taskKeys.detail(id), queryFn: () => fetchTask(id), enabled: id !== '' });
  if (task.isError) {
    const notFound = isRecordNotFound(task.error);
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? t('admin.pages.tasks.not_found') : errorText(task.error)}
      />
    );
  }
  if (!task.data) return <Skeleton active />;
  const own = taskEditorRoute(task.data.type);
  if (own !== routeName) return <Navigate replace to={pathTo(own, { id })} />;
  return (
    <>
      <PageHeader
        title={taskTitle(t, task.data)}
        subtitle={task.data.id}
        extra={<TaskStatusTag task={task.data} />}
      />
      <TaskForm key={`${task.data.id}.${task.data.lockVersion}`} task={task.data} />
    </>
  );
}

/** "Client address · SHPL0000000001": the task's type and what it is about. */
export function taskTitle(t: TFunction, task: Task): string {
  return `${t(`admin.pages.tasks.types.${task.type}`, { defaultValue: task.type })} · ${task.ownerDocumentNumber ?? task.title ?? ''}`;
}

export function TaskStatusTag({ task }: { task: Task }): ReactElement {
  const { t } = useTranslation();
  return (
    <ToneTag tone={TASK_STATUS_TONES[task.status]} data-testid="task-status" heaviness="light">
      {t(`admin.pages.tasks.statuses.${task.status}`, { defaultValue: task.status })}
    </ToneTag>
  );
}

/**
 * The body of a task's form, on its page or in the courier-operations dialog: details, the card
 * of its type, actions, the editable details and the history.
 */
export function TaskForm(props: { task: Task }): ReactElement {
  const { t } = useTranslation();
  const historyScroller = useKeyboardScrollable(t('admin.pages.tasks.history'));
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const { task } = props;
  const [form] = Form.useForm();
  const [refusal, setRefusal] = useState<string | null>(null);
  const history = useQuery({
    queryKey: taskKeys.history(task.id),
    queryFn: () => fetchTrackingHistory(task.id),
  });
  const saved = async (next: Task) => {
    queryClient.setQueryData(taskKeys.detail(next.id), next);
    void queryClient.invalidateQueries({ queryKey: taskKeys.history(next.id) });
    setRefusal(null);
    message.success(t('admin.pages.tasks.saved'));
  };
  const status = useMutation({
    mutationFn: (body: { status?: TaskStatus; executor?: string | null }) =>
      changeTaskStatusExecutor(task.id, { ...body, lockVersion: task.lockVersion }),
    onSuccess: saved,
    onError: (error) => setRefusal(errorText(error)),
  });
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      updateTask(task.id, {
        note: values.note || null,
        ownerDocumentNumber: values.ownerDocumentNumber || null,
        timeFrom: values.timeFrom || null,
        timeTo: values.timeTo || null,
        lockVersion: task.lockVersion,
      }),
    onSuccess: saved,
    onError: (error) => setRefusal(errorText(error)),
  });
  const mayWork = user ? canChangeTaskStatus(user, task) : false;
  const mayAssign = user ? canChangeTaskExecutor(user) : false;
  const open = task.status !== 'Done' && task.status !== 'Deleted';
  const statusLabel = (value: string) => t(`admin.pages.tasks.statuses.${value}`, { defaultValue: value });
  const format = (iso: string | null) => (iso ? dayjs(iso).format(DATE_TIME_FORMAT) : '—');
  const [executor, setExecutor] = useState(task.executor ?? '');

  return (
    <Flex vertical gap="middle">
      {refusal && <Alert type="error" showIcon title={refusal} closable onClose={() => setRefusal(null)} />}
      <Card size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'division', label: t('admin.pages.tasks.division'), children: task.division ?? '—' },
            { key: 'executor', label: t('admin.pages.tasks.executor'), children: task.executor ?? '—' },
            { key: 'day', label: t('admin.pages.tasks.day'), children: task.day ?? '—' },
            {
              key: 'window',
              label: t('admin.pages.tasks.window'),
              children:
                task.timeFrom && task.timeTo
                  ? `${task.timeFrom}–${task.timeTo}`
                  : t('admin.pages.courier_routes.not_ordered'),
            },
            {
              key: 'address',
              label: t('admin.pages.tasks.address'),
              children: task.address?.string ?? '—',
            },
            { key: 'weight', label: t('admin.pages.tasks.weight'), children: `${task.weightKg} kg` },
            {
              key: 'start',
              label: t('admin.pages.tasks.started'),
              children: format(task.implementationStartDateTime),
            },
            {
              key: 'end',
              label: t('admin.pages.tasks.ended'),
              children: format(task.implementationEndDateTime),
            },
            { key: 'created', label: t('admin.pages.tasks.created_by'), children: task.createdByUser },
          ]}
        />
      </Card>
      <TaskTypeDetails task={task} />
      {open && (mayWork || mayAssign) && (
        <Card size="small" title={t('admin.pages.tasks.actions')}>
          <Flex vertical gap="small">
            {mayWork && (
              <Space wrap>
                {TASK_TRANSITIONS[task.status].map((next) => (
                  <Button
                    key={next}
                    danger={next === 'Deleted' || next === 'NotCompleted'}
                    type={next === 'Done' || next === 'InProgress' ? 'primary' : 'default'}
                    loading={status.isPending}
                    onClick={() => status.mutate({ status: next })}
                  >
                    {t(`admin.pages.tasks.moves.${next}`, { defaultValue: statusLabel(next) })}
                  </Button>
                ))}
              </Space>
            )}
            {mayAssign && (
              <Space.Compact>
                <Input
                  aria-label={t('admin.pages.tasks.executor')}
                  placeholder={t('admin.pages.tasks.executor_login')}
                  value={executor}
                  onChange={(event) => setExecutor(event.target.value)}
                  style={{ maxWidth: 220 }}
                />
                <Button
                  onClick={() => status.mutate({ executor: executor.trim() || null })}
                  loading={status.isPending}
                >
                  {t('admin.pages.tasks.assign')}
                </Button>
              </Space.Compact>
            )}
          </Flex>
        </Card>
      )}
      {open && mayWork && (
        <Card size="small" title={t('admin.pages.tasks.details')}>
          <Form
            form={form}
            layout="vertical"
            initialValues={{
              note: task.note ?? '',
              ownerDocumentNumber: task.ownerDocumentNumber ?? '',
              timeFrom: task.timeFrom ?? '',
              timeTo: task.timeTo ?? '',
            }}
            onFinish={(values) => save.mutate(values)}
          >
            <Flex gap="small" wrap>
              <Form.Item
                name="ownerDocumentNumber"
                label={t('admin.pages.tasks.owner_document_number')}
                rules={[{ max: 250 }]}
                style={{ minWidth: 220 }}
              >
                <Input />
              </Form.Item>
              <Form.Item
                name="timeFrom"
                label={t('admin.pages.tasks.time_from')}
                rules={[
                  { pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: t('admin.pages.tasks.time_format') },
                ]}
              >
                <Input placeholder="HH:MM" style={{ width: 100 }} />
              </Form.Item>
              <Form.Item
                name="timeTo"
                label={t('admin.pages.tasks.time_to')}
                rules={[
                  { pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: t('admin.pages.tasks.time_format') },
                ]}
              >
                <Input placeholder="HH:MM" style={{ width: 100 }} />
              </Form.Item>
            </Flex>
            <Form.Item name="note" label={t('admin.pages.tasks.note')} rules={[{ max: 1000 }]}>
              <Input.TextArea rows={2} />
            </Form.Item>
            <Button htmlType="submit" type="primary" loading={save.isPending}>
              {t('admin.pages.tasks.save')}
            </Button>
          </Form>
        </Card>
      )}
      <Card size="small" title={t('admin.pages.tasks.history')}>
        <Table
          ref={historyScroller}
          size="small"
          rowKey={(row) => `${row.dateTime}.${row.status}.${row.executor}`}
          pagination={false}
          loading={history.isPending}
          dataSource={history.data?.items ?? []}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              key: 'dateTime',
              title: t('admin.pages.tasks.when'),
              render: (_, row) => format(row.dateTime),
            },
            {
              key: 'status',
              title: t('admin.pages.tasks.status'),
              render: (_, row) => (
                <ToneTag tone={TASK_STATUS_TONES[row.status]} heaviness="light">
                  {statusLabel(row.status)}
                </ToneTag>
              ),
            },
            {
              key: 'executor',
              title: t('admin.pages.tasks.executor'),
              render: (_, row) => row.executor ?? '—',
            },
            { key: 'user', title: t('admin.pages.tasks.by'), dataIndex: 'user' },
            { key: 'note', title: t('admin.pages.tasks.note'), render: (_, row) => row.note ?? '' },
          ]}
        />
      </Card>
    </Flex>
  );
}
