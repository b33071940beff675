import { SignatureOutlined } from '@ant-design/icons';
import {
  COD_STATUS_TONES,
  documentsForSignature,
  formatMoney,
  journeyPhraseKey,
  parcelPhrasesOf,
  SHIPMENT_PAYMENT_STATUS_TONES,
  type Shipment,
  type Tone,
  type Visit,
  type VisitDocument,
  type VisitDocumentStatus,
  visitAmountsDue,
} from '@console/domain';
import { Alert, Card, Empty, Flex, Tag, Typography } from 'antd';
import { type ReactElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ToneTag } from '../layout/tone-tag.tsx';
import { useShipmentJourney } from '../shipments/shipment-api.ts';
import { DocumentActions } from './document-actions.tsx';
import { currencySymbols, duesSummary } from './payment-panel.tsx';
import type { OpenedFrom } from './visit-api.ts';

/**
 * Tones of the derived document statuses: what the clerk still has to do is warning, a broken
 * acceptance negative, work that goes ahead positive (the spec gives the statuses, not their tones).
 */
export const DOCUMENT_STATUS_TONES: Readonly<Record<VisitDocumentStatus, Tone>> = {
  Draft: 'warning',
  AcceptanceError: 'negative',
  Acceptance: 'positive',
  Issuance: 'positive',
  Service: 'neutral',
  Refusal: 'warning',
  Redirecting: 'neutral',
  Return: 'neutral',
  ChangeData: 'neutral',
  Order: 'neutral',
  ChangeDeliveryDate: 'neutral',
  Accepted: 'neutral',
  Issued: 'neutral',
  Deleted: 'negative',
};

const T = 'admin.pages.visit.documents';

/** What this document asks for: the same rule as the payment dialog and `can-end`, for one document. */
function documentDueSummary(document: VisitDocument, shipment: Shipment, symbolOf: (code: string) => string) {
  return duesSummary(visitAmountsDue({ documents: [document] }, [shipment]), symbolOf);
}

export interface VisitDocumentsProps {
  visit: Visit;
  from: OpenedFrom | null;
  shipments: ReadonlyMap<string, Shipment>;
  editable: boolean;
  onChanged(): Promise<void>;
}

/** The visit's documents: status, parcels, services with their payment, actions by status. */
export function VisitDocuments({
  visit,
  from,
  shipments,
  editable,
  onChanged,
}: VisitDocumentsProps): ReactElement {
  const { t } = useTranslation();
  const forSignature = useMemo(
    () => new Set(documentsForSignature(visit, [...shipments.values()])),
    [visit, shipments],
  );
  const signatureNumbers = visit.documents
    .filter((document) => forSignature.has(document.documentId))
    .map((document) => document.number);
  return (
    <Card size="small" title={t(`${T}.title`, { count: visit.documents.length })}>
      {signatureNumbers.length > 0 && (
        <Alert
          type="info"
          showIcon
          icon={<SignatureOutlined />}
          className="visit-signature-notice"
          title={t(`${T}.signature_notice`, { numbers: signatureNumbers.join(', ') })}
        />
      )}
      {visit.documents.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${T}.empty`)} />
      ) : (
        <ul className="visit-documents" aria-label={t(`${T}.list`)}>
          {visit.documents.map((document) => (
            <li
              key={document.documentId}
              className="visit-document"
              data-testid={`visit-document-${document.number}`}
            >
              <DocumentItem
                visit={visit}
                from={from}
                document={document}
                shipment={shipments.get(document.documentId)}
                forSignature={forSignature.has(document.documentId)}
                editable={editable}
                onChanged={onChanged}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * The shipment's parcels, each with its derived status from the journey (registers §3.2: arrived at
 * division, ready for delivery, delivered to client), as the journey tab and tracking page say it.
 */
function useParcelLines(shipment: Shipment | undefined): string[] | undefined {
  const { t } = useTranslation();
  const journey = useShipmentJourney(shipment?.id ?? '', { enabled: shipment !== undefined });
  if (!shipment) return undefined;
  const phrases = parcelPhrasesOf(shipment.parcels, journey.data ?? []);
  return shipment.parcels.map((parcel) => {
    const phrase = phrases.get(parcel.id);
    return phrase ? `${parcel.number} (${t(journeyPhraseKey(phrase))})` : parcel.number;
  });
}

function DocumentItem(props: {
  visit: Visit;
  from: OpenedFrom | null;
  document: VisitDocument;
  shipment: Shipment | undefined;
  forSignature: boolean;
  editable: boolean;
  onChanged(): Promise<void>;
}): ReactElement {
  const { t } = useTranslation();
  const { document, shipment, forSignature, ...actionProps } = props;
  const parcels = useParcelLines(shipment) ?? document.placeNumber;
  const symbolOf = currencySymbols(new Map(shipment ? [[shipment.id, shipment]] : []));
  const unpaid = shipment ? documentDueSummary(document, shipment, symbolOf) : '';
  const cod = shipment?.cashOnDelivery;
  return (
    <Flex vertical gap={6}>
      <Flex wrap gap={8} align="center" justify="space-between">
        <Flex wrap gap={8} align="center">
          <Typography.Text strong className="visit-document-number">
            {document.number}
          </Typography.Text>
          <ToneTag tone={DOCUMENT_STATUS_TONES[document.status] ?? 'neutral'} heaviness="light">
            {t(`admin.pages.visit.document_statuses.${document.status}`, { defaultValue: document.status })}
          </ToneTag>
          {forSignature && (
            <Tag icon={<SignatureOutlined />} color="purple">
              {t(`${T}.for_signature`)}
            </Tag>
          )}
          {shipment && (
            <Typography.Text type="secondary">
              {shipment.sender.name} → {shipment.recipient.name}
            </Typography.Text>
          )}
        </Flex>
        <DocumentActions {...actionProps} document={document} shipment={shipment} />
      </Flex>
      {parcels.length > 0 && (
        <Typography.Text type="secondary">
          {t(`${T}.parcels`)}: {parcels.join(', ')}
        </Typography.Text>
      )}
      {shipment && shipment.services.length > 0 && (
        <ul className="visit-services" aria-label={t(`${T}.services`)}>
          {shipment.services.map((service) => (
            <li key={service.id}>
              <span>{service.name}</span>
              <span className="visit-service-cost">
                {formatMoney(service.cost, service.currencyCode)} {service.symbol}
              </span>
              <ToneTag tone={SHIPMENT_PAYMENT_STATUS_TONES[service.paymentStatus]} heaviness="light">
                {t(`admin.pages.visit.payment_statuses.${service.paymentStatus}`, {
                  defaultValue: service.paymentStatus,
                })}
              </ToneTag>
            </li>
          ))}
        </ul>
      )}
      {cod && (
        <Flex gap={8} align="center" data-testid="document-cod">
          <Typography.Text>
            {t(`${T}.cash_on_delivery`)}: {cod.amount} {symbolOf(cod.currencyCode)}
          </Typography.Text>
          <ToneTag tone={COD_STATUS_TONES[cod.status]} heaviness="light">
            {t(`admin.pages.visit.cod_statuses.${cod.status}`, { defaultValue: cod.status })}
          </ToneTag>
        </Flex>
      )}
      {unpaid && (
        <Typography.Text strong>
          {t(`${T}.to_pay`)}: {unpaid}
        </Typography.Text>
      )}
    </Flex>
  );
}
