import { CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CONDITION_TYPES, type Condition, type ConditionType, resourcePermissions } from '@console/domain';
import { App, Button, Flex, Input, Select, Table, Tag, Tooltip } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { addError } from '../../api/error-list.ts';
import { useDelayedLoading } from '../../api/use-delayed-loading.ts';
import { pathTo } from '../../app/route-paths.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { PageHeader } from '../layout/page-header.tsx';
import { useConditions, useDeleteCondition } from './condition-api.ts';
import { NEW_ID } from './condition-edit-page.tsx';
import { ck, readableCondition } from './condition-words.ts';
import './conditions.css';

const PAGE_SIZE = 15;

/** Deletion filter values of the URL: absent = all (registers §2.1). */
export function deletionOf(value: string | null): boolean | undefined {
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

/** The conditions register (route conditions): filters in the URL, create, duplicate, delete mark. */
export function ConditionsListPage(): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const name = search.get('name') ?? '';
  const types = search.getAll('types') as ConditionType[];
  const deletionMark = deletionOf(search.get('deletionMark'));
  const [draftName, setDraftName] = useState(name);
  const list = useConditions({
    page,
    limit: PAGE_SIZE,
    ...(name ? { name } : {}),
    ...(types.length ? { types } : {}),
    ...(deletionMark === undefined ? {} : { deletionMark }),
  });
  const loading = useDelayedLoading(list.isFetching);
  const remove = useDeleteCondition();
  const { data: user } = useCurrentUser();
  const rights = user
    ? resourcePermissions(user, 'conditions')
    : { create: false, edit: false, remove: false };
  const [selected, setSelected] = useState<Condition | null>(null);

  const show = (changes: Record<string, string | string[] | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries({ page: undefined, ...changes })) {
      next.delete(key);
      for (const item of [value ?? []].flat()) if (item !== '') next.append(key, item);
    }
    setSelected(null);
    setSearch(next);
  };

  const confirmDelete = () => {
    if (!selected) return;
    modal.confirm({
      title: t(ck('delete_title'), { name: selected.name }),
      okButtonProps: { danger: true },
      okText: t(ck('delete')),
      cancelText: t(ck('cancel')),
      onOk: async () => {
        try {
          await remove.mutateAsync(selected.id);
          void message.success(t(ck('deleted'), { name: selected.name }));
        } catch (error) {
          addError(error);
        }
      },
    });
  };

  return (
    <Flex vertical gap={16} className="conditions-list">
      <PageHeader
        title={t(ck('title'))}
        subtitle={list.data ? t(ck('total'), { count: list.data.total }) : undefined}
        extra={
          <Flex gap={8} wrap="wrap" justify="flex-end">
            <Tooltip title={selected ? undefined : t(ck('select_row'))}>
              <Button
                icon={<CopyOutlined />}
                disabled={!selected || !rights.create}
                onClick={() =>
                  selected &&
                  void navigate(pathTo('condition_edit', { id: NEW_ID }, { duplicate: selected.id }))
                }
              >
                {t(ck('duplicate'))}
              </Button>
            </Tooltip>
            {rights.remove && (
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={!selected || Boolean(selected.deletedAt)}
                onClick={confirmDelete}
              >
                {t(ck('delete'))}
              </Button>
            )}
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={!rights.create}
              onClick={() => void navigate(pathTo('condition_edit', { id: NEW_ID }))}
            >
              {t(ck('create'))}
            </Button>
          </Flex>
        }
      />
      <Flex gap={8} wrap="wrap" className="conditions-filters">
        <Input.Search
          aria-label={t(ck('filters.name'))}
          placeholder={t(ck('filters.name'))}
          allowClear
          value={draftName}
          maxLength={100}
          style={{ maxWidth: 280 }}
          onChange={(event) => setDraftName(event.target.value)}
          onSearch={(value) => show({ name: value.trim() })}
        />
        <Select
          aria-label={t(ck('filters.types'))}
          mode="multiple"
          allowClear
          placeholder={t(ck('filters.types'))}
          style={{ minWidth: 200 }}
          value={types}
          options={CONDITION_TYPES.map((value) => ({ value, label: t(ck(`types.${value}`)) }))}
          onChange={(values: string[]) => show({ types: values })}
        />
        <Select
          aria-label={t(ck('filters.deletionMark'))}
          style={{ minWidth: 160 }}
          value={deletionMark === undefined ? 'all' : String(deletionMark)}
          options={[
            { value: 'all', label: t(ck('filters.all')) },
            { value: 'true', label: t(ck('filters.marked')) },
            { value: 'false', label: t(ck('filters.not_marked')) },
          ]}
          onChange={(value: string) => show({ deletionMark: value === 'all' ? undefined : value })}
        />
      </Flex>
      <Table<Condition>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={list.data?.items ?? []}
        scroll={{ x: 'max-content' }}
        rowSelection={{
          type: 'radio',
          columnTitle: <span className="visually-hidden">{t('registers.list.selected')}</span>,
          selectedRowKeys: selected ? [selected.id] : [],
          onChange: (_, rows) => setSelected(rows[0] ?? null),
        }}
        onRow={(row) => ({
          onClick: () => setSelected(row),
          onDoubleClick: () => void navigate(pathTo('condition_edit', { id: row.id })),
        })}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (next) => show({ page: String(next) }),
        }}
        columns={[
          {
            key: 'name',
            title: t(ck('fields.name')),
            render: (_, row) => (
              <Flex gap={4} align="center">
                <Link to={pathTo('condition_edit', { id: row.id })}>{row.name}</Link>
                {row.deletedAt && <Tag color="red">{t(ck('fields.deletedAt'))}</Tag>}
              </Flex>
            ),
          },
          { key: 'type', title: t(ck('fields.type')), render: (_, row) => t(ck(`types.${row.type}`)) },
          {
            key: 'sentence',
            title: t(ck('fields.sentence')),
            render: (_, row) => (
              <span className="condition-sentence-cell">{readableCondition(t, row.tree)}</span>
            ),
          },
          {
            key: 'updatedAt',
            title: t(ck('fields.updatedAt')),
            render: (_, row) => row.updatedAt.slice(0, 16).replace('T', ' '),
          },
        ]}
      />
    </Flex>
  );
}
