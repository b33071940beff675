import { type CurrentUser, canTakeTask, TASK_STATUS_TONES } from '@console/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, List, Spin, Tag, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiClient } from '../../api/client.ts';
import { addError, addNotice } from '../../api/error-list.ts';
import { pathTo } from '../../app/route-paths.ts';
import { ListItemText } from '../layout/list-item-text.tsx';
import { ToneTag } from '../layout/tone-tag.tsx';
import { type Task, taskKeys } from './task-api.ts';

const T = 'admin.pages.tasks.queue';
const queueKey = [...taskKeys.all, 'queue'] as const;

/**
 * The workplace's task list (registers §2.4): today's tasks the user holds and the unassigned ones
 * of their branch and of the branches of its location (`GET tasks/queue`); "Take" makes an
 * unassigned task theirs and starts it.
 */
export function TaskQueueCard({ user }: { user: CurrentUser }): ReactElement {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queue = useQuery({
    queryKey: queueKey,
    queryFn: async () => (await apiClient.get<{ items: Task[] }>('tasks/queue')).data.items,
  });
  const take = useMutation({
    mutationFn: async (task: Task) =>
      (
        await apiClient.put<Task>(`tasks/${encodeURIComponent(task.id)}/status-executor`, {
          executor: user.login,
          status: 'InProgress',
          lockVersion: task.lockVersion,
        })
      ).data,
    onSuccess: async (task) => {
      addNotice({ type: 'success', title: t(`${T}.taken`, { task: label(task) }) });
      await queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
    onError: async (error) => {
      addError(error);
      // Somebody else may have taken it meanwhile: show the queue as it is now.
      await queryClient.invalidateQueries({ queryKey: queueKey });
    },
  });
  const label = (task: Task) =>
    task.ownerDocumentNumber ??
    task.title ??
    t(`admin.pages.tasks.types.${task.type}`, { defaultValue: task.type });

  return (
    <Card
      size="small"
      title={t(`${T}.title`)}
      extra={<Typography.Text type="secondary">{t(`${T}.hint`)}</Typography.Text>}
    >
      {queue.isLoading && <Spin />}
      {queue.isError && (
        <Button type="link" onClick={() => void queue.refetch()}>
          {t(`${T}.retry`)}
        </Button>
      )}
      {queue.isSuccess && queue.data.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${T}.empty`)} />
      )}
      {queue.isSuccess && queue.data.length > 0 && (
        <List
          size="small"
          dataSource={queue.data}
          renderItem={(task) => (
            <List.Item
              actions={[
                canTakeTask(user, task, user.login) ? (
                  <Button
                    key="take"
                    size="small"
                    type="primary"
                    ghost
                    loading={take.isPending && take.variables?.id === task.id}
                    onClick={() => take.mutate(task)}
                    aria-label={t(`${T}.take_label`, { task: label(task) })}
                  >
                    {t(`${T}.take`)}
                  </Button>
                ) : (
                  <Tag key="mine">{t(`${T}.mine`)}</Tag>
                ),
              ]}
            >
              <ListItemText
                title={<Link to={pathTo('edit_task', { id: task.id })}>{label(task)}</Link>}
                description={[
                  t(`admin.pages.tasks.types.${task.type}`, { defaultValue: task.type }),
                  task.division,
                  task.timeFrom && task.timeTo ? `${task.timeFrom}–${task.timeTo}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
              <ToneTag tone={TASK_STATUS_TONES[task.status]} heaviness="light">
                {t(`admin.pages.tasks.statuses.${task.status}`)}
              </ToneTag>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
