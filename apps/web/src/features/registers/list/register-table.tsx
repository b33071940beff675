import {
  type ColumnDefinition,
  DEFAULT_PAGE_SIZE,
  formatSort,
  parseSort,
  type RegisterDefinition,
} from '@console/domain';
import { Button, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useKeyboardScrollable } from '../../layout/keyboard-scrollable.ts';
import { ToneTag } from '../../layout/tone-tag.tsx';
import { type RegisterRecord, recordKey } from '../register-api.ts';
import { fieldLabel, optionLabel } from '../register-labels.ts';
import { DATE_TIME_FORMAT } from './cell-format.ts';
import { cellLabel } from './cell-label.ts';
import { columnFit, fitCell } from './column-fit.tsx';
import { rowPath } from './row-opening.ts';
import { StickyScrollbar } from './sticky-scrollbar.tsx';

/** The column that carries the deletion mark: the key column, else the first one. */
export function keyColumnOf(register: RegisterDefinition): string | undefined {
  return register.columns.some((column) => column.field === register.keyField)
    ? register.keyField
    : register.columns[0]?.field;
}

function cell(
  t: TFunction,
  register: RegisterDefinition,
  column: ColumnDefinition,
  value: unknown,
): ReactNode {
  if (column.kind === 'tone' && typeof value === 'string') {
    const tone = column.tones?.[value] ?? 'neutral';
    return (
      <ToneTag tone={tone} heaviness="light">
        {optionLabel(t, register, column.field, value)}
      </ToneTag>
    );
  }
  // A value from a fixed list shows its label, as the editor's select does.
  return cellLabel(t, register, column, value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * A record's UUID as a list shows it (issue 24: a column of 36-character ids pushed the names off
 * the screen): its first eight characters, as a commit hash is shortened, with the whole id on
 * hover; the CSV export and the filters keep the whole id.
 */
function ShortId({ id }: { id: string }): ReactElement {
  return (
    <span className="register-short-id" title={id}>
      {id.slice(0, 8)}
    </span>
  );
}

/** The key cell: a link to the row's page, struck through with a 'deleted' tag when marked. */
function KeyCell(props: {
  register: RegisterDefinition;
  record: RegisterRecord;
  onOpen: ((record: RegisterRecord) => void) | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { register, record, onOpen } = props;
  const key = recordKey(register, record);
  const path = key === undefined ? undefined : rowPath(register, key, record);
  const text = onOpen ? (
    <Button type="link" size="small" className="register-open-row" onClick={() => onOpen(record)}>
      {props.children}
    </Button>
  ) : path === undefined ? (
    props.children
  ) : (
    <Link to={path}>{props.children}</Link>
  );
  if (!record.deletedAt) return text;
  return (
    <span className="register-deleted-cell">
      <span className="register-deleted">{text}</span>{' '}
      <Tooltip
        title={t('registers.deletion.marked_at', { at: dayjs(record.deletedAt).format(DATE_TIME_FORMAT) })}
      >
        <Tag color="red" className="register-deleted-tag">
          {t('registers.deletion.tag')}
        </Tag>
      </Tooltip>
    </span>
  );
}

type SortOrder = 'ascend' | 'descend';

/** The column's order as antd shows it: the URL's sort, else the register's default sort. */
function columnSortOrder(register: RegisterDefinition, sort: string | undefined, field: string) {
  const current = sort ? parseSort(sort) : register.sort;
  if (current?.field !== field) return null;
  return current.direction === 'desc' ? 'descend' : 'ascend';
}

/**
 * The clicks of a sorter: the default sort column starts from its default direction, so the
 * second click cancels back to it; other columns go ascending, descending, default.
 */
function sortDirectionsOf(register: RegisterDefinition, field: string): SortOrder[] {
  return register.sort?.field === field && register.sort.direction === 'desc'
    ? ['descend', 'ascend']
    : ['ascend', 'descend'];
}

/** antd's sorter change as the list's `sort` parameter; no order = the register's default. */
function sortOfChange(sorter: SorterResult<RegisterRecord> | SorterResult<RegisterRecord>[]) {
  const single = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!single?.order || typeof single.columnKey !== 'string') return undefined;
  return formatSort({
    field: single.columnKey,
    direction: single.order === 'descend' ? 'desc' : 'asc',
  });
}

export function RegisterTable(props: {
  register: RegisterDefinition;
  rows: RegisterRecord[];
  total: number;
  /** More rows match than `total` (the server stopped counting): the pager offers one page more. */
  totalIsLowerBound?: boolean;
  page: number;
  loading: boolean;
  selectedKey: string | null;
  onSelect(record: RegisterRecord | null): void;
  onPageChange(page: number): void;
  /** The URL's sort (`createdAt`, `-createdAt`); none = the register's default order. */
  sort?: string | undefined;
  /** A sorter clicked: the new sort, or none to go back to the default order. */
  onSortChange?: (sort: string | undefined) => void;
  /** What an empty list shows instead of antd's "No data". */
  empty?: ReactNode;
  /** A page a cell links to (a modification's shipment number opens the shipment). */
  linkOf?: ((field: string, record: RegisterRecord) => string | undefined) | undefined;
  /** Opens a row in place (a drawer) instead of going to its page. */
  onOpen?: (record: RegisterRecord) => void;
  /** Which rows `onOpen` opens in place; all, unless said. */
  opensInPlace?: (record: RegisterRecord) => boolean;
}): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { register } = props;
  const keyColumn = keyColumnOf(register);
  const inPlace = (record: RegisterRecord) => props.opensInPlace?.(record) ?? true;
  // An empty or link-less list (production calendar) still scrolls sideways on a phone.
  const scroller = useKeyboardScrollable(t(`routes.${register.key}`, { defaultValue: register.key }));

  const columns: TableColumnsType<RegisterRecord> = register.columns.map((column) => ({
    ...columnFit(register, column, keyColumn),
    key: column.field,
    dataIndex: column.field,
    title: fieldLabel(t, register, column.field),
    align: column.kind === 'number' ? 'right' : undefined,
    ellipsis: column.kind === 'list' ? { showTitle: true } : undefined,
    ...(column.sortable
      ? {
          sorter: true,
          sortOrder: columnSortOrder(register, props.sort, column.field),
          sortDirections: sortDirectionsOf(register, column.field),
        }
      : {}),
    render: (value: unknown, record: RegisterRecord) => {
      const text = isUuid(value) ? <ShortId id={value} /> : cell(t, register, column, value);
      const link = text === '' ? undefined : props.linkOf?.(column.field, record);
      const content = link === undefined ? text : <Link to={link}>{text}</Link>;
      return column.field === keyColumn ? (
        <KeyCell register={register} record={record} onOpen={inPlace(record) ? props.onOpen : undefined}>
          {content === '' ? '—' : content}
        </KeyCell>
      ) : (
        fitCell(content)
      );
    },
  }));

  return (
    <StickyScrollbar>
      <Table<RegisterRecord>
        ref={scroller}
        className="register-table"
        size="middle"
        columns={columns}
        dataSource={props.rows}
        rowKey={(record) => recordKey(register, record) ?? JSON.stringify(record)}
        loading={props.loading}
        scroll={{ x: 'max-content' }}
        rowClassName={(record) => (record.deletedAt ? 'register-row-deleted' : '')}
        locale={props.empty === undefined ? undefined : { emptyText: props.empty }}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort') props.onSortChange?.(sortOfChange(sorter));
        }}
        rowSelection={{
          type: 'radio',
          columnWidth: 40,
          // The radio column's header is read out, not shown (WCAG: no empty table header).
          columnTitle: <span className="visually-hidden">{t('registers.list.selected')}</span>,
          selectedRowKeys: props.selectedKey === null ? [] : [props.selectedKey],
          onChange: (_keys, rows) => props.onSelect(rows[0] ?? null),
        }}
        onRow={(record) => ({
          onClick: () => props.onSelect(record),
          onDoubleClick: () => {
            if (props.onOpen && inPlace(record)) {
              props.onOpen(record);
              return;
            }
            const key = recordKey(register, record);
            const path = key === undefined ? undefined : rowPath(register, key, record);
            if (path !== undefined) void navigate(path);
          },
        })}
        pagination={{
          current: props.page,
          pageSize: DEFAULT_PAGE_SIZE,
          // One row past the bound keeps the page after it reachable; the label says "more than".
          total: props.totalIsLowerBound ? props.total + 1 : props.total,
          showSizeChanger: false,
          showTotal: (_total, range) =>
            t(props.totalIsLowerBound ? 'registers.list.rangeMoreThan' : 'registers.list.range', {
              from: range[0],
              to: range[1],
              total: props.total,
            }),
          onChange: props.onPageChange,
        }}
      />
    </StickyScrollbar>
  );
}
