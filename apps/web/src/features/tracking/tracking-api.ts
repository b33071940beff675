import type { TrackingDeliveryDate, TrackingOptions, TrackingRedirect, TrackingView } from '@console/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../api/client.ts';

/** The recipient's tracking page: public calls keyed by the token alone (issue 27). */
export const trackingKeys = {
  all: ['tracking'] as const,
  view: (token: string) => [...trackingKeys.all, token, 'view'] as const,
  options: (token: string) => [...trackingKeys.all, token, 'options'] as const,
};

const path = (token: string) => `tracking/${encodeURIComponent(token)}`;

export function useTracking(token: string) {
  return useQuery({
    queryKey: trackingKeys.view(token),
    queryFn: async () => (await apiClient.get<TrackingView>(path(token))).data,
  });
}

export function useTrackingOptions(token: string, enabled: boolean) {
  return useQuery({
    queryKey: trackingKeys.options(token),
    queryFn: async () => (await apiClient.get<TrackingOptions>(`${path(token)}/options`)).data,
    enabled,
  });
}

export type TrackingChoice =
  | { kind: 'redirect'; body: TrackingRedirect }
  | { kind: 'date'; body: TrackingDeliveryDate };

/** A redirect or another day: the answer is the page's new view; the options are read again. */
export function useTrackingChoice(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (choice: TrackingChoice) => {
      const url = `${path(token)}/${choice.kind === 'redirect' ? 'redirect' : 'delivery-date'}`;
      return (await apiClient.post<TrackingView>(url, choice.body)).data;
    },
    onSuccess: (view) => {
      client.setQueryData(trackingKeys.view(token), view);
      void client.invalidateQueries({ queryKey: trackingKeys.options(token) });
    },
  });
}
