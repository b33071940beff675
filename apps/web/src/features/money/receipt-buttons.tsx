import { PrinterOutlined } from '@ant-design/icons';
import type { ReceiptFormat } from '@console/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { addError, addNotice } from '../../api/error-list.ts';
import { userKeys } from '../auth/use-current-user.ts';
import { PrintError } from '../printing/print-document.ts';
import { browserPrintNotice, PRINTER_SETTINGS_PATH } from '../printing/use-print.ts';
import { fetchUserSettings } from '../settings/settings-api.ts';
import { printReceipt } from './receipt-print.ts';

const T = 'admin.pages.money';

/** "Print receipt" on A4 or on the 80 mm tape, through the local print service. */
export function ReceiptButtons(props: { paymentId: string; size?: 'small' | 'middle' }): ReactElement {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [printing, setPrinting] = useState<ReceiptFormat | null>(null);

  const print = async (format: ReceiptFormat) => {
    setPrinting(format);
    try {
      const settings = await queryClient.ensureQueryData({
        queryKey: userKeys.settings(),
        queryFn: fetchUserSettings,
      });
      const outcome = await printReceipt(props.paymentId, format, settings, i18n.language);
      addNotice(
        outcome.via === 'browser'
          ? browserPrintNotice(t, outcome.noPrinter === true, navigate)
          : { type: 'success', title: t(`${T}.receipt_sent`) },
      );
    } catch (error) {
      if (error instanceof PrintError) {
        if (error.messageKey.endsWith('no_printer')) void navigate(PRINTER_SETTINGS_PATH);
        addNotice({
          type: 'error',
          title: t(error.messageKey),
          ...(error.detail ? { description: error.detail } : {}),
        });
      } else addError(error);
    } finally {
      setPrinting(null);
    }
  };

  return (
    <Space wrap>
      <Button
        size={props.size}
        icon={<PrinterOutlined />}
        loading={printing === 'A4'}
        onClick={() => void print('A4')}
        data-testid="receipt-a4"
      >
        {t(`${T}.print_receipt_a4`)}
      </Button>
      <Button
        size={props.size}
        icon={<PrinterOutlined />}
        loading={printing === 'Tape'}
        onClick={() => void print('Tape')}
        data-testid="receipt-tape"
      >
        {t(`${T}.print_receipt_tape`)}
      </Button>
    </Space>
  );
}
