import type { LiveInsertionProposal, RouteView, WaitingStop } from '@console/domain';
import { apiClient } from '../../api/client.ts';

/** `GET routes/waiting-stops`: a division's open tasks and pickups of a day that no confirmed route carries. */
export async function fetchWaitingStops(divisionId: string, day: string): Promise<WaitingStop[]> {
  const { data } = await apiClient.get<{ items: WaitingStop[] }>('routes/waiting-stops', {
    params: { divisionId, day },
  });
  return data.items;
}

/** `POST routes/live-insertion`: where the stop fits today's live routes best (nothing is written). */
export async function proposeLiveInsertion(divisionId: string, day: string, refId: string) {
  const { data } = await apiClient.post<LiveInsertionProposal>('routes/live-insertion', {
    divisionId,
    day,
    refId,
  });
  return data;
}

/** `PUT routes/{id}/live-insertion`: the dispatcher confirms the proposal. */
export async function confirmLiveInsertion(proposal: LiveInsertionProposal): Promise<RouteView> {
  const { data } = await apiClient.put<RouteView>(`routes/${proposal.routeId}/live-insertion`, {
    refId: proposal.refId,
    order: proposal.order,
    lockVersion: proposal.lockVersion,
  });
  return data;
}
