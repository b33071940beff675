import {
  DEFAULT_PAGE,
  type RegisterDefinition,
  type ResourcePermissions,
  resourcePermissions,
  usableFilters,
} from '@console/domain';
import { Flex, Result } from 'antd';
import { type ReactElement, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { addError } from '../../../api/error-list.ts';
import { useDelayedLoading } from '../../../api/use-delayed-loading.ts';
import { useIsLatestLocation } from '../../../app/latest-location.ts';
import { useRouteName } from '../../../app/route-handle.ts';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { type RegisterRecord, recordKey, useRegisterList } from '../register-api.ts';
import { registerTitle } from '../register-labels.ts';
import { registerByRoute } from '../register-lookup.ts';
import '../registers.css';
import { EmptyListNotice } from './empty-list-notice.tsx';
import { ExportProgressModal } from './export-progress.tsx';
import { FilterPanel } from './filter-panel.tsx';
import {
  checkFilters,
  type ListState,
  listQuery,
  missesTodayDefault,
  readListState,
  writeListState,
} from './list-state.ts';
import { RegisterTable } from './register-table.tsx';
import { RegisterToolbar } from './register-toolbar.tsx';
import { useCsvExport } from './use-csv-export.ts';

const NO_RIGHTS: ResourcePermissions = { create: false, edit: false, remove: false };

/** What a register's own screen adds to the generic list (STYLE.md: custom code only for custom actions). */
export interface RegisterListExtensions {
  /** Toolbar actions on the selected row (shipments: duplicate sender data). */
  actions?: (selected: RegisterRecord | null) => ReactNode;
  /** Opens a row in place (a drawer) instead of going to its page. */
  onOpen?: (record: RegisterRecord) => void;
  /** Which rows `onOpen` opens in place; the others go to their page. All, unless said. */
  opensInPlace?: (record: RegisterRecord) => boolean;
  /** Pages the cells of a column link to (a modification's shipment). */
  linkOf?: (field: string, record: RegisterRecord) => string | undefined;
  /** Drawers and dialogs of those actions. */
  children?: ReactNode;
}

/** The one list screen of every register; the route names the register. */
export function RegisterListPage(props: RegisterListExtensions = {}): ReactElement {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const found = registerByRoute(useRouteName());
  // A filter the user may not use (platform §6) is neither shown, read from the URL nor sent.
  const register = useMemo(
    () => found && { ...found, filters: usableFilters(user ?? { groups: [] }, found) },
    [found, user],
  );
  if (!register) return <Result status="404" title={t('registers.unknown')} />;
  return <RegisterList key={register.key} register={register} {...props} />;
}

function RegisterList({
  register,
  actions,
  onOpen,
  opensInPlace,
  linkOf,
  children,
}: RegisterListExtensions & { register: RegisterDefinition }): ReactElement {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: user } = useCurrentUser();
  const divisionId = user?.division?.id;
  const state = useMemo(
    () => readListState(register, searchParams, { divisionId }),
    [register, searchParams, divisionId],
  );
  // A date filter that defaults to today is kept in the URL like any filter (registers §2.1),
  // so a link or a reload tomorrow shows the same rows.
  const needsToday = missesTodayDefault(register, searchParams);
  const { pathname, search } = useLocation();
  const isLatest = useIsLatestLocation();
  useEffect(() => {
    // Not from a render of a location already left: that would navigate back to this list.
    if (needsToday && isLatest(`${pathname}${search}`)) {
      setSearchParams(writeListState(register, state), { replace: true });
    }
  }, [needsToday, register, state, setSearchParams, isLatest, pathname, search]);
  const check = useMemo(() => checkFilters(register, state.filters), [register, state.filters]);
  const query = listQuery({ ...state, filters: check.valid });
  const list = useRegisterList(register, query, !check.blocked);
  const loading = useDelayedLoading(list.isFetching);
  const permissions = user && register.resource ? resourcePermissions(user, register.resource) : NO_RIGHTS;
  const [selected, setSelected] = useState<RegisterRecord | null>(null);
  const exporting = useCsvExport(register, listQuery({ ...state, filters: check.valid }));

  useEffect(() => {
    if (list.error) addError(list.error);
  }, [list.error]);

  const show = (next: ListState) => {
    setSelected(null);
    setSearchParams(writeListState(register, next));
  };

  const rows = list.data?.items ?? [];
  const selectedKey = selected ? (recordKey(register, selected) ?? null) : null;
  // The selection follows the row as the list reloads (after a deletion mark, say).
  const selectedRow = rows.find((row) => recordKey(register, row) === selectedKey) ?? selected;

  return (
    <Flex vertical gap={16} className="register-list">
      <PageHeader
        title={registerTitle(t, register)}
        subtitle={
          list.data
            ? t(list.data.totalIsLowerBound ? 'registers.list.moreThan' : 'registers.list.total', {
                count: list.data.total,
              })
            : undefined
        }
        extra={
          <RegisterToolbar
            register={register}
            permissions={permissions}
            selected={selectedRow}
            exporting={exporting.running}
            onExport={exporting.start}
            onDeleted={() => void list.refetch()}
            actions={actions?.(selectedRow)}
          />
        }
      />
      <FilterPanel
        register={register}
        filters={state.filters}
        issues={check.issues}
        onApply={(filters) => show({ ...state, page: DEFAULT_PAGE, filters })}
        onReset={() => {
          setSelected(null);
          setSearchParams('');
        }}
      />
      <RegisterTable
        register={register}
        rows={rows}
        total={list.data?.total ?? 0}
        totalIsLowerBound={list.data?.totalIsLowerBound === true}
        page={state.page}
        loading={loading}
        selectedKey={selectedKey}
        onSelect={setSelected}
        onPageChange={(page) => show({ ...state, page })}
        sort={state.sort}
        onSortChange={(sort) => show({ ...state, page: DEFAULT_PAGE, sort })}
        empty={
          <EmptyListNotice
            register={register}
            filters={check.valid}
            onClear={() => show({ ...state, page: DEFAULT_PAGE, filters: {} })}
          />
        }
        {...(onOpen ? { onOpen } : {})}
        {...(opensInPlace ? { opensInPlace } : {})}
        linkOf={linkOf}
      />
      <ExportProgressModal exporting={exporting} />
      {children}
    </Flex>
  );
}
