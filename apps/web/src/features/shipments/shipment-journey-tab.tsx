import { journeyPhraseKey, journeyPhraseOf, type Shipment, type ShipmentJourneyEvent } from '@console/domain';
import { Alert, Button, Card, Empty, Flex, Skeleton, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { capitalised } from '../../i18n/capitalised.ts';
import { DATE_TIME_FORMAT } from '../registers/list/cell-format.ts';
import { useShipmentJourney } from './shipment-api.ts';
import { ShipmentDeliveryProofs } from './shipment-delivery-proofs.tsx';
import './shipment-journey.css';

const T = 'admin.pages.shipments.journey';

/** The event as a parcel status phrase, starting a line; an event the journey does not know shows as recorded. */
function phraseOf(t: TFunction, language: string, event: ShipmentJourneyEvent): string {
  const phrase = journeyPhraseOf(event.event);
  return phrase ? capitalised(t(journeyPhraseKey(phrase)), language) : event.event;
}

/** `Warszawa Oddział nr 1 (1001)`: the name, and the number when the division has one. */
function divisionOf(event: ShipmentJourneyEvent): string | null {
  if (!event.divisionName) return event.divisionNumber;
  return event.divisionNumber ? `${event.divisionName} (${event.divisionNumber})` : event.divisionName;
}

/**
 * The shipment screen's Journey tab: every event of the shipment, oldest first, each with its
 * status phrase, where it happened, who did it and when; above it a courier's proof of delivery.
 */
export function ShipmentJourneyTab(props: { shipment: Pick<Shipment, 'id' | 'parcels'> }): ReactElement {
  const { t, i18n } = useTranslation();
  const { shipment } = props;
  const journey = useShipmentJourney(shipment.id);
  // A shipment of one parcel moves as one: naming the parcel on each step would only repeat it.
  const parcelNumbers = new Map(
    shipment.parcels.length > 1 ? shipment.parcels.map((parcel) => [parcel.id, parcel.number]) : [],
  );

  let body: ReactElement;
  if (journey.isPending) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (journey.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t(`${T}.load_failed`)}
        action={<Button onClick={() => void journey.refetch()}>{t('app.retry')}</Button>}
      />
    );
  else if (journey.data.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${T}.empty`)} />;
  else
    body = (
      <Timeline
        items={journey.data.map((event) => {
          const division = divisionOf(event);
          const parcel = event.parcelId ? parcelNumbers.get(event.parcelId) : undefined;
          return {
            key: event.id,
            content: (
              <Flex vertical className="shipment-journey-event" data-testid="shipment-journey-event">
                <Flex gap={8} wrap="wrap" align="baseline">
                  <Typography.Text strong>{phraseOf(t, i18n.language, event)}</Typography.Text>
                  {parcel && <Tag>{t(`${T}.parcel`, { number: parcel })}</Tag>}
                </Flex>
                {division && <Typography.Text>{division}</Typography.Text>}
                <Typography.Text type="secondary">
                  {dayjs(event.createdAt).format(DATE_TIME_FORMAT)} · {event.userLogin ?? t(`${T}.system`)}
                </Typography.Text>
                {event.note && <Typography.Text type="secondary">{event.note}</Typography.Text>}
              </Flex>
            ),
          };
        })}
      />
    );

  return (
    <Flex vertical gap={12}>
      <ShipmentDeliveryProofs shipmentId={shipment.id} />
      <Card size="small" className="shipment-journey">
        {body}
      </Card>
    </Flex>
  );
}
