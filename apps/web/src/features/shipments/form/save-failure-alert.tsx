import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductError } from '../../../api/product-error.ts';
import { ValidationMessages } from '../../../api/validation-messages.ts';
import type { SaveFailure } from '../../registers/editor/save-failure.ts';

/** A refused save: field errors, a stale copy (409), no right, or a business rule (422). */
export type ShipmentSaveFailure = SaveFailure | { kind: 'business'; error: ProductError };

export function SaveFailureAlert(props: {
  failure: ShipmentSaveFailure;
  onReload(): void;
  onClose(): void;
}): ReactElement {
  const { t } = useTranslation();
  const { failure } = props;
  const common = {
    type: 'error' as const,
    showIcon: true,
    className: 'shipment-form-alert',
    closable: { onClose: props.onClose },
  };
  switch (failure.kind) {
    case 'validation':
      return (
        <Alert
          {...common}
          title={t('admin.pages.shipments.form.not_saved')}
          description={<ValidationMessages error={failure.error} />}
        />
      );
    case 'conflict':
      return (
        <Alert
          {...common}
          role="alert"
          title={t('admin.pages.shipments.form.conflict_title')}
          description={t('admin.pages.shipments.form.conflict')}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={props.onReload}>
              {t('admin.pages.shipments.form.reload')}
            </Button>
          }
        />
      );
    case 'forbidden':
      return <Alert {...common} title={t('access.resource_forbidden')} />;
    default:
      return (
        <Alert
          {...common}
          title={t('admin.pages.shipments.form.not_saved')}
          description={t(`admin.pages.shipments.errors.${String(failure.error.code)}`, {
            defaultValue: failure.error.message,
          })}
        />
      );
  }
}
