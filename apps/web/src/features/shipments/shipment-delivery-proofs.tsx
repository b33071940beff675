import type { DeliveryProof, DeliveryProofFile } from '@console/domain';
import { Button, Card, Descriptions, Flex, Image } from 'antd';
import dayjs from 'dayjs';
import { type ReactElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAttachment } from '../attachments/attachments-api.ts';
import { DATE_TIME_FORMAT } from '../registers/list/cell-format.ts';
import { useDeliveryProofs } from './shipment-api.ts';

const T = 'admin.pages.shipments.proof';

/** A proof's file fetched with the user's token (a plain link could not carry it), as an object URL. */
function useFileUrl(file: DeliveryProofFile | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    let made: string | null = null;
    let live = true;
    fetchAttachment(file.url)
      .then((blob) => {
        if (!live) return;
        made = URL.createObjectURL(new Blob([blob], { type: file.contentType }));
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [file]);
  return url;
}

function ProofFile(props: {
  file: DeliveryProofFile | null;
  label: string;
  testId: string;
}): ReactElement | null {
  const { t } = useTranslation();
  const url = useFileUrl(props.file);
  if (!props.file) return null;
  return (
    <Flex vertical gap={4} align="center" data-testid={props.testId}>
      {url ? (
        <Image src={url} alt={props.label} width={120} height={90} className="shipment-proof-thumbnail" />
      ) : (
        <div className="shipment-proof-thumbnail" />
      )}
      <Button
        size="small"
        type="link"
        disabled={!url}
        onClick={() => url && window.open(url, '_blank', 'noopener')}
      >
        {t(`${T}.open`, { file: props.label })}
      </Button>
    </Flex>
  );
}

function ProofCard({ proof }: { proof: DeliveryProof }): ReactElement {
  const { t } = useTranslation();
  return (
    <Flex gap={16} wrap="wrap" align="flex-start" data-testid="delivery-proof">
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'recipient', label: t(`${T}.recipient`), children: proof.recipientName },
          {
            key: 'at',
            label: t(`${T}.delivered_at`),
            children: dayjs(proof.deliveredAt).format(DATE_TIME_FORMAT),
          },
          { key: 'courier', label: t(`${T}.courier`), children: proof.courier },
        ]}
      />
      <ProofFile file={proof.signature} label={t(`${T}.signature`)} testId="delivery-proof-signature" />
      <ProofFile file={proof.photo} label={t(`${T}.photo`)} testId="delivery-proof-photo" />
    </Flex>
  );
}

/**
 * The shipment screen's "Proof of delivery" (issue 26): who took the parcel from the courier, when,
 * and the signature and photo the phone brought back. Shown only when a courier delivered it.
 */
export function ShipmentDeliveryProofs({ shipmentId }: { shipmentId: string }): ReactElement | null {
  const { t } = useTranslation();
  const proofs = useDeliveryProofs(shipmentId);
  if (!proofs.data || proofs.data.length === 0) return null;
  return (
    <Card size="small" title={t(`${T}.title`)} className="shipment-delivery-proofs">
      <Flex vertical gap={12}>
        {proofs.data.map((proof) => (
          <ProofCard key={proof.id} proof={proof} />
        ))}
      </Flex>
    </Card>
  );
}
