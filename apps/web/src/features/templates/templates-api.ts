import type { NotificationStatus, NotificationTemplate, TemplateInput } from '@console/domain';
import { apiClient } from '../../api/client.ts';
import { toQueryString } from '../registers/query-string.ts';

/** Query keys of the templates and the notification outbox (STYLE.md per-resource factories). */
export const templateKeys = {
  all: ['templates'] as const,
  detail: (id: string) => [...templateKeys.all, 'detail', id] as const,
};
export const outboxKeys = {
  all: ['notification-outbox'] as const,
  list: (query: OutboxQuery) => [...outboxKeys.all, query] as const,
};

export async function fetchTemplate(id: string): Promise<NotificationTemplate> {
  const { data } = await apiClient.get<NotificationTemplate>(`templates/${encodeURIComponent(id)}`);
  return data;
}

export async function createTemplate(body: TemplateInput): Promise<NotificationTemplate> {
  const { data } = await apiClient.post<NotificationTemplate>('templates', body);
  return data;
}

export async function updateTemplate(
  id: string,
  body: TemplateInput & { lockVersion: number },
): Promise<NotificationTemplate> {
  const { data } = await apiClient.put<NotificationTemplate>(`templates/${encodeURIComponent(id)}`, body);
  return data;
}

export async function deleteTemplate(id: string): Promise<NotificationTemplate> {
  const { data } = await apiClient.delete<NotificationTemplate>(`templates/${encodeURIComponent(id)}`);
  return data;
}

export interface OutboxQuery {
  shipmentNumber?: string;
  shipmentId?: string;
  statuses?: NotificationStatus[];
  page?: number;
  limit?: number;
}

export interface OutboxMessage {
  id: string;
  shipmentId: string;
  shipmentNumber: string;
  event: string;
  templateId: string;
  clientType: string;
  informationChannel: string;
  channel: string | null;
  channels: string[];
  language: string;
  phone: string | null;
  email: string | null;
  text: string;
  status: NotificationStatus;
  attempts: number;
  notBefore: string;
  sentAt: string | null;
  sentChannel: string | null;
  lastError: string | null;
  createdAt: string;
}

export async function fetchOutbox(query: OutboxQuery) {
  const { data } = await apiClient.get<{ items: OutboxMessage[]; total: number; last_page: number }>(
    `notification-outbox?${toQueryString({ ...query })}`,
  );
  return data;
}

export async function retryNotification(id: string) {
  const { data } = await apiClient.post<{ id: string; status: NotificationStatus }>(
    `notification-outbox/${encodeURIComponent(id)}/retry`,
  );
  return data;
}
