import type {
  Branch,
  Condition,
  ConditionNode,
  ConditionService,
  ConditionType,
  ListResult,
  ServiceConditionNode,
  ShipmentConditionCheck,
  ShipmentConditionNode,
  ShipmentDraft,
} from '@console/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../api/client.ts';

/** The two registers of folders and items (registers §2.1), by their API paths. */
export type NodeKind = 'shipment' | 'service';
export const NODE_PATHS: Readonly<Record<NodeKind, string>> = {
  shipment: 'conditions-of-shipment',
  service: 'conditions-of-shipment-service',
};
export type AnyNode = ShipmentConditionNode | ServiceConditionNode;

/** Query keys (STYLE.md "per-resource query-key factories"). */
export const conditionKeys = {
  all: ['conditions'] as const,
  lists: () => [...conditionKeys.all, 'list'] as const,
  list: (query: object) => [...conditionKeys.lists(), query] as const,
  detail: (id: string) => [...conditionKeys.all, 'detail', id] as const,
  nodes: (kind: NodeKind) => ['condition-nodes', kind] as const,
  nodeList: (kind: NodeKind, query: object) => [...conditionKeys.nodes(kind), 'list', query] as const,
  node: (kind: NodeKind, id: string) => [...conditionKeys.nodes(kind), 'detail', id] as const,
};

export interface ConditionListQuery {
  page: number;
  limit?: number;
  name?: string;
  types?: ConditionType[];
  deletionMark?: boolean;
}

export function useConditions(query: ConditionListQuery, enabled = true) {
  return useQuery({
    queryKey: conditionKeys.list(query),
    queryFn: async () => (await apiClient.get<ListResult<Condition>>('conditions', { params: query })).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCondition(id: string | undefined) {
  return useQuery({
    queryKey: conditionKeys.detail(id ?? ''),
    queryFn: async () => (await apiClient.get<Condition>(`conditions/${encodeURIComponent(id ?? '')}`)).data,
    enabled: Boolean(id),
  });
}

export function useSaveCondition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      id: string | null;
      body: { name?: string; type?: ConditionType; tree: Branch; lockVersion?: number };
    }) =>
      input.id
        ? (await apiClient.put<Condition>(`conditions/${encodeURIComponent(input.id)}`, input.body)).data
        : (await apiClient.post<Condition>('conditions', input.body)).data,
    onSuccess: (saved) => {
      client.setQueryData(conditionKeys.detail(saved.id), saved);
      void client.invalidateQueries({ queryKey: conditionKeys.lists() });
    },
  });
}

export function useDeleteCondition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiClient.delete<Condition>(`conditions/${encodeURIComponent(id)}`)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: conditionKeys.all }),
  });
}

export interface NodeListQuery {
  page: number;
  limit?: number;
  name?: string;
  isFolder?: boolean;
  parentId?: string;
  countryCodes?: string[];
  deletionMark?: boolean;
}

export function useConditionNodes<T extends ConditionNode = AnyNode>(
  kind: NodeKind,
  query: NodeListQuery,
  enabled = true,
) {
  return useQuery({
    queryKey: conditionKeys.nodeList(kind, query),
    queryFn: async () => (await apiClient.get<ListResult<T>>(NODE_PATHS[kind], { params: query })).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useConditionNode<T extends ConditionNode = AnyNode>(kind: NodeKind, id: string | undefined) {
  return useQuery({
    queryKey: conditionKeys.node(kind, id ?? ''),
    queryFn: async () => (await apiClient.get<T>(`${NODE_PATHS[kind]}/${encodeURIComponent(id ?? '')}`)).data,
    enabled: Boolean(id),
  });
}

export function useSaveConditionNode(kind: NodeKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string | null; body: Record<string, unknown> }) =>
      input.id
        ? (await apiClient.put<AnyNode>(`${NODE_PATHS[kind]}/${encodeURIComponent(input.id)}`, input.body))
            .data
        : (await apiClient.post<AnyNode>(NODE_PATHS[kind], input.body)).data,
    onSuccess: (saved) => {
      client.setQueryData(conditionKeys.node(kind, saved.id), saved);
      void client.invalidateQueries({ queryKey: [...conditionKeys.nodes(kind), 'list'] });
    },
  });
}

export function useDeleteConditionNode(kind: NodeKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiClient.delete<AnyNode>(`${NODE_PATHS[kind]}/${encodeURIComponent(id)}`)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: conditionKeys.nodes(kind) }),
  });
}

/** `POST conditions-checks/shipments`: what the conditions of shipment say in a visit. */
export function useShipmentConditionChecks(
  ids: readonly string[],
  moment: 'acceptance' | 'issuance',
  visitId?: string,
) {
  return useQuery({
    queryKey: ['conditions-checks', moment, visitId ?? null, [...ids].sort()],
    queryFn: async () =>
      (
        await apiClient.post<ShipmentConditionCheck[]>('conditions-checks/shipments', {
          ids,
          moment,
          ...(visitId ? { visitId } : {}),
        })
      ).data,
    enabled: ids.length > 0,
    staleTime: 10_000,
  });
}

/** `POST conditions-checks/services`: the services the service conditions offer a draft. */
export async function fetchConditionServices(draft: ShipmentDraft): Promise<ConditionService[]> {
  return (await apiClient.post<ConditionService[]>('conditions-checks/services', draft)).data;
}
