import { DownOutlined, PrinterOutlined } from '@ant-design/icons';
import { canPrintSearchCoupon, type PrintFormKind } from '@console/domain';
import { Button, Dropdown, type MenuProps, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShipmentCountries } from './print-document.ts';
import { usePrint } from './use-print.ts';

export interface PrintButtonProps {
  /** The shipments to print. */
  ids: readonly string[];
  /** The forms offered: one gives a plain button, several a menu. */
  kinds: readonly PrintFormKind[];
  /** The visit document's status: the search coupon prints only for Issuance and Refusal. */
  documentStatus?: string | null;
  /** Printed on the search coupon. */
  clientName?: string;
  /** The shipments' countries, for the citizen form's copies. */
  countries?: readonly ShipmentCountries[];
  disabled?: boolean;
  /** Beside other small buttons (a visit document's actions). */
  size?: 'small' | 'middle';
}

export function printFormName(t: TFunction, kind: PrintFormKind): string {
  return t(`admin.printing.kinds.${kind}`);
}

/** Prints the chosen form of the shipments on the user's printer for it. */
export function PrintButton({
  ids,
  kinds,
  documentStatus,
  clientName,
  countries,
  disabled = false,
  size = 'middle',
}: PrintButtonProps): ReactElement | null {
  const { t } = useTranslation();
  const { print, printing } = usePrint();
  const onlyDelivery = t('admin.printing.print_only_delivery');
  const refusal = (kind: PrintFormKind) =>
    kind === 'search-coupon' && !canPrintSearchCoupon(documentStatus) ? onlyDelivery : null;
  const start = (kind: PrintFormKind) => {
    void print(kind, ids, {
      ...(clientName ? { clientName } : {}),
      ...(countries ? { countries } : {}),
    });
  };
  const noShipments = ids.length === 0;

  const [single] = kinds;
  if (kinds.length === 1 && single) {
    const reason = refusal(single);
    return (
      <Tooltip title={reason}>
        <Button
          size={size}
          icon={<PrinterOutlined />}
          loading={printing === single}
          disabled={disabled || noShipments || reason !== null}
          onClick={() => start(single)}
        >
          {printFormName(t, single)}
        </Button>
      </Tooltip>
    );
  }
  if (kinds.length === 0) return null;

  const items: MenuProps['items'] = kinds.map((kind) => {
    const reason = refusal(kind);
    return {
      key: kind,
      disabled: reason !== null,
      label: reason ? <Tooltip title={reason}>{printFormName(t, kind)}</Tooltip> : printFormName(t, kind),
    };
  });
  return (
    <Dropdown
      trigger={['click']}
      disabled={disabled || noShipments || printing !== null}
      menu={{
        items,
        onClick: ({ key }) => {
          const kind = kinds.find((candidate) => candidate === key);
          if (kind) start(kind);
        },
      }}
    >
      <Button size={size} icon={<PrinterOutlined />} loading={printing !== null}>
        {t('admin.printing.print')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
