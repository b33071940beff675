import {
  DEFAULT_PAGE_SIZE,
  deleteCallFor,
  type ListResult,
  type RegisterDefinition,
  rowCallPath,
} from '@console/domain';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiClient } from '../../api/client.ts';
import { type QueryValue, toQueryString } from './query-string.ts';

/** A register row as the API answers it: the definition's fields plus the register timestamps. */
export type RegisterRecord = Record<string, unknown> & {
  createdAt?: string | null;
  updatedAt?: string | null;
  deletedAt?: string | null;
};

/** One audit row of a record (`GET {path}/{id}/history`), newest first. */
export interface HistoryEntry {
  id?: number | string;
  at: string;
  userLogin: string | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export type ListParams = Readonly<Record<string, QueryValue>>;

/** Query keys of one register (STYLE.md "per-resource query-key factories"). */
export function registerKeys(key: string) {
  const all = ['registers', key] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params: ListParams) => [...all, 'list', params] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
    history: (id: string, page: number) => [...all, 'detail', id, 'history', page] as const,
  };
}

const serialize = { serialize: (params: ListParams) => toQueryString(params) };

function recordUrl(register: RegisterDefinition, id: string): string {
  return `${register.path}/${encodeURIComponent(id)}`;
}

export async function fetchRegisterList(
  register: RegisterDefinition,
  params: ListParams,
  signal?: AbortSignal,
): Promise<ListResult<RegisterRecord>> {
  const { data } = await apiClient.get<ListResult<RegisterRecord>>(register.path, {
    params,
    paramsSerializer: serialize,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export async function fetchRegisterRecord(register: RegisterDefinition, id: string): Promise<RegisterRecord> {
  const { data } = await apiClient.get<RegisterRecord>(recordUrl(register, id));
  return data;
}

export async function createRegisterRecord(
  register: RegisterDefinition,
  body: Record<string, unknown>,
): Promise<RegisterRecord> {
  const { data } = await apiClient.post<RegisterRecord>(register.path, body);
  return data;
}

/** PATCH with the changed fields only: what the user did not touch is not sent back stale. */
export async function updateRegisterRecord(
  register: RegisterDefinition,
  id: string,
  body: Record<string, unknown>,
): Promise<RegisterRecord> {
  const { data } = await apiClient.patch<RegisterRecord>(recordUrl(register, id), body);
  return data;
}

/**
 * Delete on a row: the deletion mark (`DELETE {path}/{id}`, the row stays and comes back marked),
 * or the register's own call (shipments: a delete modification), which answers no register record.
 */
export async function deleteRegisterRow(
  register: RegisterDefinition,
  row: RegisterRecord,
): Promise<RegisterRecord | null> {
  const call = deleteCallFor(register, row);
  const url = call && rowCallPath(register, call, row);
  if (!call || url === undefined) throw new Error(`No delete call for this row of ${register.key}`);
  const { data } = await apiClient.request<RegisterRecord>({
    method: call.method,
    url,
    data: call.body?.(row),
  });
  return register.deleteCalls ? null : data;
}

export async function fetchRegisterHistory(
  register: RegisterDefinition,
  id: string,
  page: number,
): Promise<ListResult<HistoryEntry>> {
  const { data } = await apiClient.get<ListResult<HistoryEntry> | HistoryEntry[]>(
    `${recordUrl(register, id)}/history`,
    { params: { page, limit: DEFAULT_PAGE_SIZE }, paramsSerializer: serialize },
  );
  // A plain array is one page holding everything.
  return Array.isArray(data) ? { items: data, total: data.length, last_page: 1 } : data;
}

export function useRegisterList(register: RegisterDefinition, params: ListParams, enabled = true) {
  return useQuery({
    queryKey: registerKeys(register.key).list(params),
    queryFn: ({ signal }) => fetchRegisterList(register, params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useRegisterRecord(register: RegisterDefinition, id: string | undefined) {
  return useQuery({
    queryKey: registerKeys(register.key).detail(id ?? ''),
    queryFn: () => fetchRegisterRecord(register, id ?? ''),
    enabled: id !== undefined,
  });
}

export function useRegisterHistory(register: RegisterDefinition, id: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: registerKeys(register.key).history(id, page),
    queryFn: () => fetchRegisterHistory(register, id, page),
    enabled,
    staleTime: 0,
  });
}

/** After a write the record's lists and its history are stale; its detail is what the server answered. */
function storeWritten(queryClient: QueryClient, register: RegisterDefinition, record: RegisterRecord) {
  const keys = registerKeys(register.key);
  const id = record[register.keyField];
  if (typeof id === 'string' || typeof id === 'number') {
    queryClient.setQueryData(keys.detail(String(id)), record);
    void queryClient.invalidateQueries({ queryKey: [...keys.detail(String(id)), 'history'] });
  }
  void queryClient.invalidateQueries({ queryKey: keys.lists() });
}

export function useSaveRegisterRecord(register: RegisterDefinition) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string | null; body: Record<string, unknown> }) =>
      input.id === null
        ? createRegisterRecord(register, input.body)
        : updateRegisterRecord(register, input.id, input.body),
    onSuccess: (record) => storeWritten(queryClient, register, record),
  });
}

export function useDeleteRow(register: RegisterDefinition) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: RegisterRecord) => deleteRegisterRow(register, row),
    onSuccess: (record) => {
      if (record) storeWritten(queryClient, register, record);
      // A register's own call changes records elsewhere too (a deleted shipment gets a modification).
      else void queryClient.invalidateQueries({ queryKey: ['registers'] });
    },
  });
}

/** The key of a row as the API paths take it. */
export function recordKey(register: RegisterDefinition, record: RegisterRecord): string | undefined {
  const value = record[register.keyField];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}
