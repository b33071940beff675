import {
  type CourierDocumentType,
  type CourierStop,
  DELIVERY_FAILURE_REASONS,
  type DeliveryFailureReason,
  DOOR_PAYMENT_METHODS,
  type DoorIdentification,
  type DoorPaymentMethod,
  type FailNext,
  formatMoney,
  fromMinor,
  minorUnitsOf,
} from '@console/domain';
import { type ButtonProps, Flex, Input, Modal, Radio, Typography } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Proofs } from './action-queue.ts';
import { IdentificationField } from './identification-field.tsx';
import { SignatureField } from './signature-field.tsx';

const T = 'admin.pages.courier_day';

/** The dialogs of a stop on the courier's phone: each ends in one action put on the offline queue. */
export function DeliverDialog(props: {
  stop: CourierStop;
  documentTypes: readonly CourierDocumentType[];
  online: boolean;
  onClose: () => void;
  onDone: (recipientName: string, proofs: Proofs, identification?: DoorIdentification) => Promise<void>;
}): ReactElement {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [signature, setSignature] = useState<Blob | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [identification, setIdentification] = useState<DoorIdentification | null>(null);
  const identified = !props.stop.identificationRequired || identification !== null;
  return (
    <Modal
      open
      title={`${t(`${T}.deliver`)}: ${props.stop.address}`}
      okText={t(`${T}.deliver`)}
      okButtonProps={
        { disabled: name.trim() === '' || !identified, 'data-testid': 'confirm-deliver' } as ButtonProps
      }
      onCancel={props.onClose}
      onOk={() =>
        props.onDone(
          name.trim(),
          { ...(signature ? { signature } : {}), ...(photo ? { photo } : {}) },
          props.stop.identificationRequired && identification ? identification : undefined,
        )
      }
    >
      <Flex vertical gap={8}>
        {props.stop.identificationRequired && (
          <IdentificationField
            stop={props.stop}
            documentTypes={props.documentTypes}
            online={props.online}
            onChange={setIdentification}
          />
        )}
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

/** What follows a failed delivery, as the courier picks it (none: the dispatcher decides). */
type NextChoice = 'none' | 'retry' | 'pudo';

export function FailDialog(props: {
  stop: CourierStop;
  onClose: () => void;
  onDone: (reason: DeliveryFailureReason, next?: FailNext) => Promise<void>;
}): ReactElement {
  const { t } = useTranslation();
  const [reason, setReason] = useState<DeliveryFailureReason | null>(null);
  const [next, setNext] = useState<NextChoice>('none');
  const [pudoId, setPudoId] = useState<string | null>(null);
  // A refusal goes back to its sender and a damaged parcel to the problem parcels: no next step.
  const offersNext =
    props.stop.kind !== 'pickup' && reason !== null && reason !== 'refused' && reason !== 'damaged';
  const chosen: FailNext | undefined = !offersNext
    ? undefined
    : next === 'retry'
      ? { kind: 'retry' }
      : next === 'pudo' && pudoId
        ? { kind: 'pudo', pudoId }
        : undefined;
  const ready = reason !== null && (!offersNext || next !== 'pudo' || pudoId !== null);
  return (
    <Modal
      open
      title={`${t(`${T}.fail`)}: ${props.stop.address}`}
      okText={t(`${T}.fail`)}
      okButtonProps={{ disabled: !ready, danger: true, 'data-testid': 'confirm-fail' } as ButtonProps}
      onCancel={props.onClose}
      onOk={() => (reason ? props.onDone(reason, chosen) : undefined)}
    >
      <Flex vertical gap={12}>
        <Radio.Group value={reason} onChange={(event) => setReason(event.target.value)}>
          <Flex vertical>
            {DELIVERY_FAILURE_REASONS.map((code) => (
              <Radio key={code} value={code}>
                {t(`${T}.reason_${code}`)}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
        {reason === 'refused' && props.stop.parcels.length > 0 && (
          <Typography.Text type="secondary">{t(`${T}.refused_hint`)}</Typography.Text>
        )}
        {offersNext && (
          <fieldset className="courier-day-fieldset">
            <legend>{t(`${T}.next_step`)}</legend>
            <Radio.Group value={next} onChange={(event) => setNext(event.target.value)}>
              <Flex vertical>
                <Radio value="none">{t(`${T}.next_none`)}</Radio>
                <Radio value="retry">{t(`${T}.next_retry`)}</Radio>
                <Radio value="pudo" disabled={props.stop.pudos.length === 0}>
                  {t(`${T}.next_pudo`)}
                </Radio>
              </Flex>
            </Radio.Group>
            {props.stop.pudos.length === 0 && (
              <Typography.Text type="secondary">{t(`${T}.no_pudos`)}</Typography.Text>
            )}
            {next === 'pudo' && (
              <Radio.Group
                value={pudoId}
                onChange={(event) => setPudoId(event.target.value)}
                aria-label={t(`${T}.next_pudo`)}
              >
                <Flex vertical>
                  {props.stop.pudos.map((pudo) => (
                    <Radio key={pudo.id} value={pudo.id}>
                      {pudo.name}
                      {pudo.distanceKm !== null ? ` · ${pudo.distanceKm} km` : ''} ·{' '}
                      {t(`${T}.free_places`, { count: pudo.freePlaces })}
                    </Radio>
                  ))}
                </Flex>
              </Radio.Group>
            )}
          </fieldset>
        )}
      </Flex>
    </Modal>
  );
}

const CARD_REFERENCE = /^[A-Za-z0-9]{6,12}$/;

/** Payment at the door: the courier takes exactly what the stop owes, in cash or by card. */
export function PaymentDialog(props: {
  stop: CourierStop;
  onClose: () => void;
  onDone: (method: DoorPaymentMethod, cardReference?: string) => Promise<void>;
}): ReactElement {
  const { t } = useTranslation();
  const [method, setMethod] = useState<DoorPaymentMethod>('cash');
  const [reference, setReference] = useState('');
  const cardReady = CARD_REFERENCE.test(reference.trim());
  return (
    <Modal
      open
      title={`${t(`${T}.take_cash`)}: ${props.stop.address}`}
      okText={t(`${T}.cash_taken`)}
      okButtonProps={
        { disabled: method === 'card' && !cardReady, 'data-testid': 'confirm-cash' } as ButtonProps
      }
      onCancel={props.onClose}
      onOk={() => (method === 'card' ? props.onDone('card', reference.trim()) : props.onDone('cash'))}
    >
      <Flex vertical gap={8}>
        <Typography.Text>{t(`${T}.cash_hint`)}</Typography.Text>
        {props.stop.toCollect.map((due) => (
          <Typography.Text key={due.currencyCode} strong data-testid="cash-amount">
            {formatMoney(
              fromMinor(BigInt(due.amountMinor), minorUnitsOf(due.currencyCode)),
              due.currencyCode,
            )}{' '}
            {due.currencyCode}
          </Typography.Text>
        ))}
        <Radio.Group value={method} onChange={(event) => setMethod(event.target.value)}>
          {DOOR_PAYMENT_METHODS.map((each) => (
            <Radio key={each} value={each}>
              {t(`${T}.pay_${each}`)}
            </Radio>
          ))}
        </Radio.Group>
        {method === 'card' && (
          <>
            <label htmlFor="courier-day-card-reference">{t(`${T}.card_reference`)}</label>
            <Input
              id="courier-day-card-reference"
              value={reference}
              maxLength={12}
              onChange={(event) => setReference(event.target.value)}
              status={reference !== '' && !cardReady ? 'error' : ''}
              autoComplete="off"
            />
          </>
        )}
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
