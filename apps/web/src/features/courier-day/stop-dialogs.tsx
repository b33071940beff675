import {
  type CourierStop,
  DELIVERY_FAILURE_REASONS,
  type DeliveryFailureReason,
  formatMoney,
  fromMinor,
  minorUnitsOf,
} from '@console/domain';
import { type ButtonProps, Flex, Input, Modal, Radio, Typography } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Proofs } from './action-queue.ts';
import { SignatureField } from './signature-field.tsx';

const T = 'admin.pages.courier_day';

/** The dialogs of a stop on the courier's phone: each ends in one action put on the offline queue. */
export function DeliverDialog(props: {
  stop: CourierStop;
  onClose: () => void;
  onDone: (recipientName: string, proofs: Proofs) => Promise<void>;
}): ReactElement {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [signature, setSignature] = useState<Blob | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  return (
    <Modal
      open
      title={`${t(`${T}.deliver`)}: ${props.stop.address}`}
      okText={t(`${T}.deliver`)}
      okButtonProps={{ disabled: name.trim() === '', 'data-testid': 'confirm-deliver' } as ButtonProps}
      onCancel={props.onClose}
      onOk={() =>
        props.onDone(name.trim(), { ...(signature ? { signature } : {}), ...(photo ? { photo } : {}) })
      }
    >
      <Flex vertical gap={8}>
        <label htmlFor="courier-day-recipient">{t(`${T}.recipient_name`)}</label>
        <Input
          id="courier-day-recipient"
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
        />
        <SignatureField onChange={setSignature} />
        <label>
          {t(`${T}.photo`)}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            data-testid="proof-photo"
            onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
          />
        </label>
      </Flex>
    </Modal>
  );
}

export function FailDialog(props: {
  stop: CourierStop;
  onClose: () => void;
  onDone: (reason: DeliveryFailureReason) => Promise<void>;
}): ReactElement {
  const { t } = useTranslation();
  const [reason, setReason] = useState<DeliveryFailureReason | null>(null);
  return (
    <Modal
      open
      title={`${t(`${T}.fail`)}: ${props.stop.address}`}
      okText={t(`${T}.fail`)}
      okButtonProps={
        { disabled: reason === null, danger: true, 'data-testid': 'confirm-fail' } as ButtonProps
      }
      onCancel={props.onClose}
      onOk={() => (reason ? props.onDone(reason) : undefined)}
    >
      <Radio.Group value={reason} onChange={(event) => setReason(event.target.value)}>
        <Flex vertical>
          {DELIVERY_FAILURE_REASONS.map((code) => (
            <Radio key={code} value={code}>
              {t(`${T}.reason_${code}`)}
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
    </Modal>
  );
}

/** Cash at the door: the courier confirms taking exactly what the stop owes, per currency. */
export function CashDialog(props: {
  stop: CourierStop;
  onClose: () => void;
  onDone: () => Promise<void>;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={`${t(`${T}.take_cash`)}: ${props.stop.address}`}
      okText={t(`${T}.cash_taken`)}
      okButtonProps={{ 'data-testid': 'confirm-cash' } as ButtonProps}
      onCancel={props.onClose}
      onOk={() => props.onDone()}
    >
      <Flex vertical gap={4}>
        <Typography.Text>{t(`${T}.cash_hint`)}</Typography.Text>
        {props.stop.toCollect.map((due) => (
          <Typography.Text key={due.currencyCode} strong data-testid="cash-amount">
            {formatMoney(
              fromMinor(BigInt(due.amountMinor), minorUnitsOf(due.currencyCode)),
              due.currencyCode,
            )}
          </Typography.Text>
        ))}
      </Flex>
    </Modal>
  );
}

/** A pickup at a client's address: the handed-over parcels' barcodes, typed or from a scanner (one a line). */
export function ScanDialog(props: {
  stop: CourierStop;
  onClose: () => void;
  onDone: (barcodes: string[]) => Promise<void>;
}): ReactElement {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const barcodes = [...new Set(text.split(/\s+/).filter((code) => code !== ''))];
  return (
    <Modal
      open
      title={`${t(`${T}.scan_parcels`)}: ${props.stop.address}`}
      okText={t(`${T}.scan_parcels`)}
      okButtonProps={{ disabled: barcodes.length === 0, 'data-testid': 'confirm-scan' } as ButtonProps}
      onCancel={props.onClose}
      onOk={() => props.onDone(barcodes)}
    >
      <Flex vertical gap={8}>
        <label htmlFor="courier-day-barcodes">{t(`${T}.barcodes`)}</label>
        <Input.TextArea
          id="courier-day-barcodes"
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
      </Flex>
    </Modal>
  );
}
