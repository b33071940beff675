import { CloseOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import {
  type AvailableService,
  isEditableShipment,
  type PrintFormKind,
  type Shipment,
  type ShipmentDraft,
  unavailableServicesOf,
} from '@console/domain';
import { Alert, App, Badge, Button, Col, Flex, Form, Row, Tabs, Typography } from 'antd';
import { type KeyboardEvent, type ReactElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { addError } from '../../../api/error-list.ts';
import { ProductError } from '../../../api/product-error.ts';
import { pathTo } from '../../../app/route-paths.ts';
import { useShipmentAttachments } from '../../attachments/attachments-api.ts';
import { ShipmentAttachmentsPanel } from '../../attachments/shipment-attachments-panel.tsx';
import { CopyNumber } from '../../layout/copy-number.tsx';
import { PageHeader } from '../../layout/page-header.tsx';
import { PrintButton } from '../../printing/print-button.tsx';
import { saveFailureOf } from '../../registers/editor/save-failure.ts';
import { ShipmentModificationsTab } from '../../shipment-modifications/shipment-modifications-tab.tsx';
import { ShipmentOperationsMenu } from '../../shipment-modifications/shipment-operations-menu.tsx';
import { DeliveryTaskButton } from '../../tasks/delivery-task-button.tsx';
import { useUnsavedChangesGuard } from '../../workspace-tabs/index.ts';
import {
  addShipmentToVisit,
  checkDraftServices,
  useAvailableServices,
  useSaveShipment,
} from '../shipment-api.ts';
import { ShipmentCounterActions } from '../shipment-counter-actions.tsx';
import { ShipmentJourneyTab } from '../shipment-journey-tab.tsx';
import { ShipmentStatusTag } from '../shipment-status-tag.tsx';
import { armVisitDeletionOnClose, closeFormTab } from './form-tab.ts';
import { InvoiceFields } from './invoice-fields.tsx';
import { OtherFields } from './other-fields.tsx';
import { ParcelsFields } from './parcels-fields.tsx';
import { PartyFields } from './party-fields.tsx';
import { SaveFailureAlert, type ShipmentSaveFailure } from './save-failure-alert.tsx';
import { ServicesFields } from './services-fields.tsx';
import { keptQuery, returnPath, type ShipmentFormQuery } from './shipment-form-query.ts';
import { checkDraft, fieldLabelOf, serverFieldPath } from './shipment-form-validation.ts';
import { draftPayload, type ShipmentFormValues } from './shipment-form-values.ts';
import { UnavailableServicesAlert } from './unavailable-services-alert.tsx';
import './shipment-form.css';

type SaveStatus = 'Draft' | 'ReadyToShip';

/** The query parameter naming the open tab of an existing shipment (`?tab=attachments`). */
export const SHIPMENT_TAB_PARAM = 'tab';
export const ATTACHMENTS_TAB = 'attachments';
export const JOURNEY_TAB = 'journey';
export const MODIFICATIONS_TAB = 'modifications';
const SHIPMENT_TABS = ['shipment', JOURNEY_TAB, MODIFICATIONS_TAB, ATTACHMENTS_TAB] as const;
type ShipmentTab = (typeof SHIPMENT_TABS)[number];

function isShipmentTab(value: string | null): value is ShipmentTab {
  return (SHIPMENT_TABS as readonly (string | null)[]).includes(value);
}

/** The attachments tab's title, with how many files the shipment has. */
function AttachmentsTabLabel({ shipmentId }: { shipmentId: string }): ReactElement {
  const { t } = useTranslation();
  const count = useShipmentAttachments(shipmentId).data?.length ?? 0;
  return (
    <Flex gap={6} align="center">
      {t('admin.pages.attachments.title')}
      <Badge count={count} size="small" color="gray" />
    </Flex>
  );
}

/**
 * The services of a new draft the conditions refuse (`structure-checking`). A check that fails
 * lets the save go ahead: the save applies the same conditions and answers for itself.
 */
async function servicesRefusedByConditions(draft: ShipmentDraft): Promise<AvailableService[]> {
  try {
    return unavailableServicesOf(draft.services, await checkDraftServices(draft));
  } catch {
    return [];
  }
}

function printKinds(shipment: Shipment): PrintFormKind[] {
  return shipment.internationalShipping
    ? ['marking', 'citizen', 'international', 'invoice']
    : ['marking', 'citizen'];
}

/**
 * The one_shipment form, shared by create and edit (registers §2.4, §3.2): the parties,
 * parcels, services and invoice of `shipmentDraftSchema`, saved as Draft or ReadyToShip.
 * A shipment past ReadyToShip is shown read-only. A refused save keeps everything typed.
 */
export function ShipmentForm(props: {
  shipment: Shipment | null;
  initialValues: ShipmentFormValues;
  query: ShipmentFormQuery;
  tabKey: string | null;
  onReload(): void;
}): ReactElement {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { shipment, query, tabKey } = props;
  const creating = shipment === null;
  const editable = creating || isEditableShipment(shipment.status);
  // Untyped: field paths come from the schema and the server as plain arrays.
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  const [failure, setFailure] = useState<ShipmentSaveFailure | null>(null);
  const save = useSaveShipment();
  // Registers §7: a new draft's services are checked before it is saved, a stored one's on opening.
  const [refusedServices, setRefusedServices] = useState<AvailableService[]>([]);
  const available = useAvailableServices(shipment && editable ? shipment.id : null);
  const storedUnavailable =
    shipment && available.data ? unavailableServicesOf(shipment.services, available.data) : [];
  // An existing shipment shows its form, journey and attachments as tabs; the URL names the open one.
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(SHIPMENT_TAB_PARAM);
  const tab: ShipmentTab = shipment && isShipmentTab(asked) ? asked : 'shipment';
  const showTab = (key: string) => {
    const next = new URLSearchParams(searchParams);
    if (key !== 'shipment' && isShipmentTab(key)) next.set(SHIPMENT_TAB_PARAM, key);
    else next.delete(SHIPMENT_TAB_PARAM);
    setSearchParams(next, { replace: true });
  };
  useUnsavedChangesGuard(tabKey ?? 'one_shipment', dirty && editable);

  // Closing the create form unsaved deletes the empty visit opened for it (registers §2.4).
  const visitToDelete = creating ? query.visitIdToDeleteOnClose : null;
  useEffect(() => {
    if (tabKey !== null && visitToDelete) armVisitDeletionOnClose(tabKey, visitToDelete);
  }, [tabKey, visitToDelete]);

  const leave = (path: string, options: { replace?: boolean } = {}) => {
    void navigate(path, options);
    closeFormTab(tabKey);
  };

  const afterCreate = async (saved: Shipment) => {
    if (tabKey !== null && visitToDelete) armVisitDeletionOnClose(tabKey, visitToDelete)();
    const editPath = pathTo(
      'one_shipment',
      { collection: 'shipments', id: saved.id, mode: 'edit' },
      keptQuery(query),
    );
    if (!query.visitId) {
      leave(editPath, { replace: true });
      return;
    }
    try {
      await addShipmentToVisit(query.visitId, saved.id);
      leave(returnPath(query));
    } catch (error) {
      // The shipment exists: the user stays on it and sees why the visit refused it.
      addError(error);
      leave(editPath, { replace: true });
    }
  };

  const showRefusal = (error: unknown) => {
    const refused = saveFailureOf(error);
    if (refused?.kind === 'validation') {
      form.setFields(
        Object.entries(refused.error.errors ?? {}).map(([path, key]) => {
          const name = serverFieldPath(path);
          return {
            name,
            errors: [t(key, { ns: 'backend', attribute: fieldLabelOf(t, name), defaultValue: key })],
          };
        }),
      );
      setFailure(refused);
    } else if (refused) {
      setFailure(refused);
    } else if (error instanceof ProductError && error.status === 422) {
      setFailure({ kind: 'business', error });
    } else {
      addError(error);
    }
  };

  const submit = async (status: SaveStatus) => {
    if (!editable || save.isPending) return;
    setFailure(null);
    try {
      await form.validateFields();
    } catch (error) {
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name);
      return;
    }
    const values = form.getFieldsValue(true) as ShipmentFormValues;
    const checked = checkDraft(t, draftPayload(values, status, shipment?.lockVersion));
    if (!checked.draft) {
      form.setFields(checked.errors);
      const [first] = checked.errors;
      if (first) form.scrollToField(first.name);
      return;
    }
    setRefusedServices([]);
    if (creating) {
      const refused = await servicesRefusedByConditions(checked.draft);
      if (refused.length > 0) {
        setRefusedServices(refused);
        return;
      }
    }
    try {
      const saved = await save.mutateAsync({ id: shipment?.id ?? null, body: checked.draft });
      setDirty(false);
      void message.success(
        t(creating ? 'admin.pages.shipments.form.created' : 'admin.pages.shipments.form.saved'),
      );
      if (creating) await afterCreate(saved);
    } catch (error) {
      showRefusal(error);
    }
  };

  // Ctrl+Enter saves, keeping the shipment's status (platform §9 hotkeys), while the form is shown.
  const onKeyDown = (event: KeyboardEvent) => {
    if (tab === 'shipment' && event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit(shipment?.status === 'ReadyToShip' ? 'ReadyToShip' : 'Draft');
    }
  };

  // A visit deleted on close is no place to return to.
  const close = () => leave(returnPath(query, { visitDeleted: Boolean(visitToDelete) }));

  const fields = (
    <Form
      form={form}
      layout="vertical"
      initialValues={props.initialValues}
      onValuesChange={() => setDirty(true)}
      disabled={!editable}
      aria-label={t('routes.one_shipment')}
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <PartyFields party="sender" disabled={!editable} />
        </Col>
        <Col xs={24} xl={12}>
          <PartyFields party="recipient" disabled={!editable} />
        </Col>
        <Col xs={24}>
          <ParcelsFields disabled={!editable} />
        </Col>
        <Col xs={24} xl={12}>
          <ServicesFields disabled={!editable} priced={shipment?.services ?? null} />
        </Col>
        <Col xs={24} xl={12}>
          <InvoiceFields disabled={!editable} />
        </Col>
        <Col xs={24}>
          <OtherFields disabled={!editable} shipment={shipment} />
        </Col>
      </Row>
    </Form>
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Ctrl+Enter typed in any input of the form bubbles up to here
    <div className="shipment-form" onKeyDown={onKeyDown}>
      <PageHeader
        title={
          creating
            ? t('admin.pages.shipments.form.title_new')
            : t('admin.pages.shipments.form.title', { number: shipment.number })
        }
        subtitle={
          shipment ? (
            <Flex gap={4} align="center">
              <ShipmentStatusTag status={shipment.status} />
              <CopyNumber value={shipment.number} />
              {shipment.trackingUrl && (
                <Typography.Link href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                  {t('admin.pages.shipments.form.tracking_page')}
                </Typography.Link>
              )}
            </Flex>
          ) : undefined
        }
        extra={
          <Flex gap={8} wrap="wrap" justify="flex-end">
            {shipment && (
              <PrintButton
                ids={[shipment.id]}
                kinds={printKinds(shipment)}
                countries={[
                  {
                    senderCountry: shipment.sender.countryCode,
                    recipientCountry: shipment.recipient.countryCode,
                  },
                ]}
              />
            )}
            {shipment && <DeliveryTaskButton shipment={shipment} />}
            {shipment && <ShipmentOperationsMenu shipment={shipment} />}
            {shipment && <ShipmentCounterActions shipment={shipment} />}
            <Button icon={<CloseOutlined />} onClick={close}>
              {t('admin.pages.shipments.form.close')}
            </Button>
          </Flex>
        }
      />
      {!editable && shipment && (
        <Alert
          type="info"
          showIcon
          className="shipment-form-alert"
          title={t('admin.pages.shipments.form.read_only', {
            status: t(`registers.shipments.options.status.${shipment.status}`, {
              defaultValue: shipment.status,
            }),
          })}
        />
      )}
      {refusedServices.length > 0 && (
        <UnavailableServicesAlert
          services={refusedServices}
          stored={false}
          onClose={() => setRefusedServices([])}
        />
      )}
      {storedUnavailable.length > 0 && <UnavailableServicesAlert services={storedUnavailable} stored />}
      {failure && (
        <SaveFailureAlert failure={failure} onReload={props.onReload} onClose={() => setFailure(null)} />
      )}
      {shipment ? (
        <Tabs
          className="shipment-form-tabs"
          activeKey={tab}
          onChange={showTab}
          items={[
            {
              key: 'shipment',
              label: t('admin.pages.shipments.form.tab_shipment'),
              children: fields,
              forceRender: true,
            },
            {
              key: JOURNEY_TAB,
              label: t('admin.pages.shipments.form.tab_journey'),
              children: <ShipmentJourneyTab shipment={shipment} />,
            },
            {
              key: MODIFICATIONS_TAB,
              label: t('admin.pages.shipments.form.tab_modifications'),
              children: <ShipmentModificationsTab shipmentId={shipment.id} />,
            },
            {
              key: ATTACHMENTS_TAB,
              label: <AttachmentsTabLabel shipmentId={shipment.id} />,
              children: <ShipmentAttachmentsPanel shipmentId={shipment.id} />,
            },
          ]}
        />
      ) : (
        fields
      )}
      {editable && tab === 'shipment' && (
        <div className="shipment-form-actions">
          <span className="shipment-form-hint">{t('admin.pages.shipments.form.ctrl_enter')}</span>
          <Button icon={<SaveOutlined />} loading={save.isPending} onClick={() => void submit('Draft')}>
            {t('admin.pages.shipments.form.save_draft')}
          </Button>
          <Button
            type="primary"
            icon={<SendOutlined />}
            loading={save.isPending}
            onClick={() => void submit('ReadyToShip')}
          >
            {t('admin.pages.shipments.form.ready_to_ship')}
          </Button>
        </div>
      )}
    </div>
  );
}
