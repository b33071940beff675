import type { Shipment, Visit } from '@console/domain';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorList } from '../../api/error-list.ts';
import { pathTo } from '../../app/route-paths.ts';
import { addVisitDocument, type OpenedFrom, updateVisit, type VisitSearchGroup } from './visit-api.ts';
import { reportVisitError, reportVisitMessage } from './visit-errors.ts';
import { hasDraftDocument, openItemsLimitReached, receivingDecision, type VisitJob } from './visit-rules.ts';

/**
 * The shipment form of a visit's shipment; the form adds a created shipment to the visit itself
 * and returns to the visit. `openedFrom` carries the visit's own `from` (visit list, task form,
 * PUDO workplace), so that the visit, when the form returns to it, still knows where it goes.
 */
export function shipmentFormPath(
  visitId: string,
  shipment: { id: string } | null,
  from: OpenedFrom | null,
  extra: Record<string, string> = {},
): string {
  const query: Record<string, string> = { visitId, ...extra };
  if (from && from !== 'employee_workplace') query.openedFrom = from;
  return pathTo(
    'one_shipment',
    { collection: 'shipments', id: shipment?.id ?? 'new', mode: shipment ? 'edit' : 'create' },
    query,
  );
}

/**
 * Registers §4 "Receiving on selecting a search result", plus the visit limits of §8: 15 open
 * items at most, one Draft at most. Returns the handlers the search box calls.
 */
export function useReceiving(
  visit: Visit | undefined,
  userDivisionId: string | null,
  from: OpenedFrom | null,
  replace: (visit: Visit) => Promise<void>,
  job: VisitJob | null = null,
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();

  const add = async (shipment: Shipment, options: { acceptAtUserDivision?: boolean; open: boolean }) => {
    if (!visit) return;
    try {
      const next = await addVisitDocument(visit.id, {
        documentId: shipment.id,
        documentType: 'Shipment',
        ...(options.acceptAtUserDivision ? { acceptAtUserDivision: true } : {}),
        ...(job === 'receive' ? { receiving: true } : {}),
      });
      // The recipient of a parcel being issued is the visitor: their name and phone fill an empty
      // visitor, so SMS identification can start without typing the phone found a moment ago.
      const issuing = next.documents.some(
        (document) => document.documentId === shipment.id && document.status === 'Issuance',
      );
      if (issuing && !next.phone) {
        await replace(
          await updateVisit(next, {
            phone: shipment.recipient.phone,
            fullName: next.fullName ?? shipment.recipient.name,
          }),
        );
      } else await replace(next);
      if (options.open) await navigate(shipmentFormPath(visit.id, shipment, from));
    } catch (error) {
      reportVisitError(t, error);
    }
  };

  const onSelectShipment = (shipment: Shipment) => {
    if (!visit) return;
    const decision = receivingDecision(shipment, visit, userDivisionId, job);
    if (decision.kind === 'alreadyAdded') return reportVisitMessage(t, 'documentAlreadyAdded');
    if (decision.kind === 'notReady') return reportVisitMessage(t, 'notReadyToShip');
    if (decision.kind === 'notIssuedHere')
      return useErrorList.getState().add({
        type: 'error',
        title: t('admin.pages.visit.errors.not_issued_here', { number: shipment.number }),
      });
    if (openItemsLimitReached(visit)) return reportVisitMessage(t, 'openItemsLimit');
    if (decision.kind === 'add') return void add(shipment, { open: decision.open });
    modal.confirm({
      title: t('admin.pages.visit.receiving.other_division_title', { number: shipment.number }),
      content: t('admin.pages.visit.receiving.other_division_content'),
      okText: t('admin.pages.visit.receiving.accept_here'),
      cancelText: t('admin.pages.visit.cancel'),
      onOk: () => add(shipment, { acceptAtUserDivision: true, open: true }),
    });
  };

  const canStartParcel = (): boolean => {
    if (!visit) return false;
    if (openItemsLimitReached(visit)) {
      reportVisitMessage(t, 'openItemsLimit');
      return false;
    }
    if (hasDraftDocument(visit)) {
      reportVisitMessage(t, 'multipleDrafts');
      return false;
    }
    return true;
  };

  /** The visit keeps the CID's client as its customer; their name and phone fill an empty visitor. */
  const keepCid = async (group: VisitSearchGroup): Promise<boolean> => {
    if (!visit || group.type !== 'cid') return false;
    if (visit.cid?.id === group.cid.id) return true;
    try {
      await replace(await updateVisit(visit, { cid: group.cid.id }));
      return true;
    } catch (error) {
      reportVisitError(t, error);
      return false;
    }
  };

  /** "This is the visitor": the client found by the search is served in this visit. */
  const onServeCid = async (group: VisitSearchGroup) => {
    await keepCid(group);
  };

  /** A CID found by the search sends a parcel: a new shipment with the CID's data as sender. */
  const onSelectCid = async (group: VisitSearchGroup) => {
    if (!visit || group.type !== 'cid' || !canStartParcel()) return;
    if (!(await keepCid(group))) return;
    const extra: Record<string, string> = { cid: group.cid.id };
    const company = group.cid.profile.companies[0];
    if (company) extra.cidSenderCompanyTin = company.companyTin;
    await navigate(shipmentFormPath(visit.id, null, from, extra));
  };

  const onCreateParcel = () => {
    if (!visit || !canStartParcel()) return;
    void navigate(shipmentFormPath(visit.id, null, from));
  };

  return { servedCid: visit?.cid?.id ?? null, onSelectShipment, onSelectCid, onServeCid, onCreateParcel };
}
