import { useQuery } from '@tanstack/react-query';
import { Modal, Result, Skeleton, Space } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/product-error.ts';
import { fetchTask, taskKeys } from './task-api.ts';
import { TaskForm, TaskStatusTag, taskTitle } from './task-page.tsx';

/**
 * A CourierOperations task opened from the tasks list (registers §2.4 "Tasks of type
 * CourierOperations open a dialog"): the task's form in a dialog over the list, which stays as it
 * was — its filters, page and selection — when the dialog closes.
 */
export function CourierOperationsDialog(props: { id: string; onClose(): void }): ReactElement {
  const { t } = useTranslation();
  const task = useQuery({
    queryKey: taskKeys.detail(props.id),
    queryFn: () => fetchTask(props.id),
  });
  return (
    <Modal
      open
      onCancel={props.onClose}
      footer={null}
      width={860}
      title={
        task.data ? (
          <Space wrap>
            <span>{taskTitle(t, task.data)}</span>
            <TaskStatusTag task={task.data} />
          </Space>
        ) : (
          t('admin.pages.tasks.typed.courier_operations')
        )
      }
    >
      {task.isError ? (
        <Result status="error" title={errorText(task.error)} />
      ) : task.data ? (
        <TaskForm key={`${task.data.id}.${task.data.lockVersion}`} task={task.data} />
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
