import { SHIPMENT_STATUS_TONES, type ShipmentStatus } from '@console/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ToneTag } from '../layout/tone-tag.tsx';

/** A shipment status in its tone (registers §4), labelled as the register's status column. */
export function ShipmentStatusTag({ status }: { status: ShipmentStatus }): ReactElement {
  const { t } = useTranslation();
  return (
    <ToneTag tone={SHIPMENT_STATUS_TONES[status]} data-testid="shipment-status">
      {t(`registers.shipments.options.status.${status}`, { defaultValue: status })}
    </ToneTag>
  );
}
