import { DeleteOutlined, FolderAddOutlined, FolderOutlined, PlusOutlined } from '@ant-design/icons';
import { can, type ResourceName, type RouteName, resourcePermissions } from '@console/domain';
import type { TableColumnsType } from 'antd';
import { App, Breadcrumb, Button, Flex, Input, Segmented, Select, Table, Tag } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { addError } from '../../api/error-list.ts';
import { useDelayedLoading } from '../../api/use-delayed-loading.ts';
import { pathTo } from '../../app/route-paths.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { PageHeader } from '../layout/page-header.tsx';
import {
  type AnyNode,
  type NodeKind,
  useConditionNode,
  useConditionNodes,
  useDeleteConditionNode,
} from './condition-api.ts';
import { NEW_ID } from './condition-edit-page.tsx';
import { ck } from './condition-words.ts';
import { deletionOf } from './conditions-list-page.tsx';
import './conditions.css';

const PAGE_SIZE = 15;

export const NODE_ROUTES: Readonly<
  Record<NodeKind, { list: RouteName & ResourceName; edit: RouteName; title: string }>
> = {
  shipment: { list: 'conditions_of_shipment', edit: 'conditions_of_shipment_edit', title: 'shipment_title' },
  service: {
    list: 'conditions_of_shipment_service',
    edit: 'conditions_of_shipment_service_edit',
    title: 'service_title',
  },
};

function useNodeColumns(kind: NodeKind, openFolder: (id: string) => void): TableColumnsType<AnyNode> {
  const { t } = useTranslation();
  const edit = NODE_ROUTES[kind].edit;
  const name: TableColumnsType<AnyNode>[number] = {
    key: 'name',
    title: t(ck('fields.name')),
    render: (_, row) => (
      <Flex gap={6} align="center">
        {row.isFolder && (
          <Button
            size="small"
            type="text"
            aria-label={t(ck('open_folder'))}
            icon={<FolderOutlined />}
            onClick={() => openFolder(row.id)}
          />
        )}
        <Link to={pathTo(edit, { id: row.id }, row.isFolder ? { isFolder: 'true' } : undefined)}>
          {row.name}
        </Link>
        {row.deletedAt && <Tag color="red">{t(ck('fields.deletedAt'))}</Tag>}
        {!row.isFolder && !row.active && <Tag>{t(ck('fields.active'))}: —</Tag>}
      </Flex>
    ),
  };
  const text = (field: string, render?: (row: AnyNode) => string | null) => ({
    key: field,
    title: t(ck(`fields.${field}`)),
    render: (_: unknown, row: AnyNode) =>
      row.isFolder ? '' : (render?.(row) ?? String((row as unknown as Record<string, unknown>)[field] ?? '')),
  });
  const typed = (row: AnyNode) => ('type' in row && row.type ? t(ck(`types.${row.type}`)) : '');
  if (kind === 'shipment') {
    return [
      name,
      text('type', typed),
      text('errorCode'),
      text('conditionName'),
      { key: 'countryCode', title: t(ck('fields.countryCode')), render: (_, row) => row.countryCode ?? '' },
    ];
  }
  return [
    name,
    text('serviceCode'),
    text('amount'),
    text('valueType', (row) =>
      'valueType' in row && row.valueType ? t(ck(`value_types.${row.valueType}`)) : '',
    ),
    text('payerType', (row) => ('payerType' in row && row.payerType ? t(ck(`payers.${row.payerType}`)) : '')),
    text('type', typed),
    text('hotkey', (row) => ('hotkey' in row && row.hotkey ? `Alt+${row.hotkey}` : '')),
    text('conditionName'),
    { key: 'countryCode', title: t(ck('fields.countryCode')), render: (_, row) => row.countryCode ?? '' },
  ];
}

/**
 * Conditions of shipment and of shipment service (registers §2.1): folders and items, the folder /
 * flat view switch (isFolder, default false = flat), create item or folder, the deletion mark.
 * Only administrator-god filters by country (platform §6).
 */
export function ConditionNodesPage(props: { kind: NodeKind }): ReactElement {
  const { kind } = props;
  const routes = NODE_ROUTES[kind];
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const folderView = search.get('isFolder') === 'true';
  const parentId = folderView ? (search.get('parentId') ?? undefined) : undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const name = search.get('name') ?? '';
  const countryCodes = search.getAll('countryCodes');
  const deletionMark = deletionOf(search.get('deletionMark'));
  const { data: user } = useCurrentUser();
  const mayFilterCountry = user ? can(user, 'filterByCountry', { resource: routes.list }) : false;
  const rights = user
    ? resourcePermissions(user, routes.list)
    : { create: false, edit: false, remove: false };
  const [draftName, setDraftName] = useState(name);
  const [selected, setSelected] = useState<AnyNode | null>(null);
  const list = useConditionNodes(kind, {
    page,
    limit: PAGE_SIZE,
    ...(name ? { name } : {}),
    ...(mayFilterCountry && countryCodes.length ? { countryCodes } : {}),
    ...(deletionMark === undefined ? {} : { deletionMark }),
    ...(folderView ? (parentId ? { parentId } : { isFolder: true }) : { isFolder: false }),
  });
  const folder = useConditionNode(kind, parentId);
  const loading = useDelayedLoading(list.isFetching);
  const remove = useDeleteConditionNode(kind);

  const show = (changes: Record<string, string | string[] | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries({ page: undefined, ...changes })) {
      next.delete(key);
      for (const item of [value ?? []].flat()) if (item !== '') next.append(key, item);
    }
    setSelected(null);
    setSearch(next);
  };
  const columns = useNodeColumns(kind, (id) => show({ isFolder: 'true', parentId: id }));
  const createQuery = (isFolder: boolean) => ({
    ...(isFolder ? { isFolder: 'true' } : {}),
    ...(parentId ? { parentId } : {}),
  });

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
    <Flex vertical gap={16}>
      <PageHeader
        title={t(ck(routes.title))}
        subtitle={list.data ? t(ck('total'), { count: list.data.total }) : undefined}
        extra={
          <Flex gap={8} wrap="wrap" justify="flex-end">
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
              icon={<FolderAddOutlined />}
              disabled={!rights.create}
              onClick={() => void navigate(pathTo(routes.edit, { id: NEW_ID }, createQuery(true)))}
            >
              {t(ck('create_folder'))}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={!rights.create}
              onClick={() => void navigate(pathTo(routes.edit, { id: NEW_ID }, createQuery(false)))}
            >
              {t(ck('create_item'))}
            </Button>
          </Flex>
        }
      />
      <Flex gap={8} wrap="wrap" align="center">
        <Segmented
          value={folderView ? 'folders' : 'flat'}
          options={[
            { value: 'flat', label: t(ck('view.flat')) },
            { value: 'folders', label: t(ck('view.folders')) },
          ]}
          onChange={(view) =>
            show({ isFolder: view === 'folders' ? 'true' : undefined, parentId: undefined })
          }
        />
        <Input.Search
          aria-label={t(ck('filters.name'))}
          placeholder={t(ck('filters.name'))}
          allowClear
          value={draftName}
          maxLength={100}
          style={{ maxWidth: 240 }}
          onChange={(event) => setDraftName(event.target.value)}
          onSearch={(value) => show({ name: value.trim() })}
        />
        {mayFilterCountry && (
          <Select
            aria-label={t(ck('filters.countryCodes'))}
            mode="tags"
            allowClear
            placeholder={t(ck('filters.countryCodes'))}
            style={{ minWidth: 160 }}
            value={countryCodes}
            maxCount={user && can(user, 'setMultipleCountries') ? undefined : 1}
            onChange={(values: string[]) =>
              show({
                countryCodes: values
                  .map((value) => value.trim().toUpperCase())
                  .filter((value) => /^[A-Z]{2}$/.test(value)),
              })
            }
          />
        )}
        <Select
          aria-label={t(ck('filters.deletionMark'))}
          style={{ minWidth: 150 }}
          value={deletionMark === undefined ? 'all' : String(deletionMark)}
          options={[
            { value: 'all', label: t(ck('filters.all')) },
            { value: 'true', label: t(ck('filters.marked')) },
            { value: 'false', label: t(ck('filters.not_marked')) },
          ]}
          onChange={(value: string) => show({ deletionMark: value === 'all' ? undefined : value })}
        />
      </Flex>
      {folderView && (
        <Breadcrumb
          items={[
            {
              title: (
                <Button type="link" size="small" onClick={() => show({ parentId: undefined })}>
                  {t(ck('all_folders'))}
                </Button>
              ),
            },
            ...(parentId ? [{ title: folder.data?.name ?? '…' }] : []),
          ]}
        />
      )}
      <Table<AnyNode>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={list.data?.items ?? []}
        scroll={{ x: 'max-content' }}
        columns={columns}
        rowSelection={{
          type: 'radio',
          columnTitle: <span className="visually-hidden">{t('registers.list.selected')}</span>,
          selectedRowKeys: selected ? [selected.id] : [],
          onChange: (_, rows) => setSelected(rows[0] ?? null),
        }}
        onRow={(row) => ({
          onClick: () => setSelected(row),
          onDoubleClick: () =>
            row.isFolder && folderView
              ? show({ parentId: row.id })
              : void navigate(
                  pathTo(routes.edit, { id: row.id }, row.isFolder ? { isFolder: 'true' } : undefined),
                ),
        })}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (next) => show({ page: String(next) }),
        }}
      />
    </Flex>
  );
}

export function ShipmentConditionsPage(): ReactElement {
  return <ConditionNodesPage kind="shipment" />;
}
export function ServiceConditionsPage(): ReactElement {
  return <ConditionNodesPage kind="service" />;
}
