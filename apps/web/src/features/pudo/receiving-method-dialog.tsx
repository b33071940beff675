import {
  DEFAULT_PUDO_RECEIVING_METHOD,
  PUDO_RECEIVING_METHODS,
  type PudoReceivingMethod,
} from '@console/domain';
import { Flex, Modal, Radio, Typography } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';

const T = 'admin.pages.pudo_workplace.receiving';

/** The PUDO receiving-method dialog (registers §2.4): manual scan or auto accept; Cancel and Select. */
export function ReceivingMethodDialog(props: {
  open: boolean;
  onCancel(): void;
  onSelect(method: PudoReceivingMethod): void;
}): ReactElement {
  const { t } = useTranslation();
  const [method, setMethod] = useState<PudoReceivingMethod>(DEFAULT_PUDO_RECEIVING_METHOD);
  return (
    <Modal
      open={props.open}
      title={t(`${T}.title`)}
      okText={t(`${T}.select`)}
      cancelText={t(`${T}.cancel`)}
      onCancel={props.onCancel}
      onOk={() => props.onSelect(method)}
      destroyOnHidden
    >
      <Radio.Group value={method} onChange={(event) => setMethod(event.target.value as PudoReceivingMethod)}>
        <Flex vertical gap={8}>
          {PUDO_RECEIVING_METHODS.map((value) => (
            <Radio key={value} value={value} data-testid={`receiving-${value}`}>
              <Flex vertical>
                <Typography.Text strong>{t(`${T}.methods.${value}`)}</Typography.Text>
                <Typography.Text type="secondary">{t(`${T}.hints.${value}`)}</Typography.Text>
              </Flex>
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
    </Modal>
  );
}
