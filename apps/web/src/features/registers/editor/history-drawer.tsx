import { DEFAULT_PAGE_SIZE, type RegisterDefinition } from '@console/domain';
import { Alert, Drawer, Empty, Flex, Pagination, Spin, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { dequal } from 'dequal/lite';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '../list/cell-format.ts';
import { type HistoryEntry, useRegisterHistory } from '../register-api.ts';
import { fieldLabel } from '../register-labels.ts';

const ACTION_COLORS: Readonly<Record<string, string>> = { create: 'green', update: 'blue', delete: 'red' };
/** Bookkeeping fields every write touches; listing them says nothing. */
const UNLISTED = new Set(['updatedAt', 'createdAt']);

function short(value: unknown): string {
  if (value === null || value === undefined || value === '') return '∅';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/** The fields an audit row changed, with their values before and after. */
export function changedFields(
  entry: Pick<HistoryEntry, 'before' | 'after'>,
): { field: string; before: unknown; after: unknown }[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return (
    fields
      // By value: a JSON column stored back with its keys in another order did not change.
      .filter((field) => !UNLISTED.has(field) && !dequal(before[field], after[field]))
      .map((field) => ({ field, before: before[field], after: after[field] }))
  );
}

/** The audit rows of a record, newest first (who, when, what changed). */
export function HistoryDrawer(props: {
  register: RegisterDefinition;
  id: string;
  open: boolean;
  onClose(): void;
}): ReactElement {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useRegisterHistory(props.register, props.id, page, props.open);

  return (
    <Drawer open={props.open} onClose={props.onClose} title={t('registers.history.title')} size={520}>
      {history.isError && <Alert type="error" showIcon title={history.error.message} />}
      {history.data && history.data.items.length === 0 && (
        <Empty description={t('registers.history.empty')} />
      )}
      {history.isFetching && !history.data && <Spin />}
      <Timeline
        items={(history.data?.items ?? []).map((entry) => {
          const changes = entry.action === 'create' ? [] : changedFields(entry);
          return {
            key: String(entry.id ?? entry.at),
            color: ACTION_COLORS[entry.action] ?? 'gray',
            content: (
              <Flex vertical gap={4}>
                <Flex wrap gap={8} align="center">
                  <Tag color={ACTION_COLORS[entry.action] ?? 'default'}>
                    {t(`registers.history.actions.${entry.action}`, { defaultValue: entry.action })}
                  </Tag>
                  <Typography.Text strong>{dayjs(entry.at).format(DATE_TIME_FORMAT)}</Typography.Text>
                  <Typography.Text type="secondary">
                    {entry.userLogin ?? t('registers.history.system')}
                  </Typography.Text>
                </Flex>
                {changes.map((change) => (
                  <div key={change.field} className="register-history-change">
                    <Typography.Text type="secondary">
                      {fieldLabel(t, props.register, change.field)}:
                    </Typography.Text>{' '}
                    {short(change.before)} → {short(change.after)}
                  </div>
                ))}
              </Flex>
            ),
          };
        })}
      />
      {history.data && history.data.last_page > 1 && (
        <Pagination
          size="small"
          current={page}
          total={history.data.total}
          pageSize={DEFAULT_PAGE_SIZE}
          onChange={setPage}
          showSizeChanger={false}
          style={{ marginTop: 12 }}
        />
      )}
    </Drawer>
  );
}
