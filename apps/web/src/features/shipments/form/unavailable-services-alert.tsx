import type { AvailableService } from '@console/domain';
import { Alert } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Services the conditions do not allow this shipment (registers §7 available-services), each with
 * the condition's reason: before a new shipment is saved (it is not saved) or on a stored one.
 */
export function UnavailableServicesAlert(props: {
  services: readonly AvailableService[];
  stored: boolean;
  onClose?: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const T = 'admin.pages.shipments.form';
  return (
    <Alert
      type={props.stored ? 'warning' : 'error'}
      showIcon
      role="alert"
      className="shipment-form-alert"
      data-testid="unavailable-services"
      title={t(props.stored ? `${T}.services_unavailable_now` : `${T}.services_unavailable`)}
      {...(props.onClose ? { closable: { onClose: props.onClose } } : {})}
      description={
        <ul>
          {props.services.map((service) => (
            <li key={service.serviceCode}>
              {t(`${T}.services.${service.serviceCode}`, { defaultValue: service.serviceCode })}
              {service.reason ? `: ${service.reason}` : ''}
            </li>
          ))}
        </ul>
      }
    />
  );
}
