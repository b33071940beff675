import type { PrintFormKind } from '@console/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { addError, addNotice, type NewNotice } from '../../api/error-list.ts';
import { pathTo } from '../../app/route-paths.ts';
import { userKeys } from '../auth/use-current-user.ts';
import { fetchUserSettings } from '../settings/settings-api.ts';
import { PrintError, type PrintOutcome, printDocument, type ShipmentCountries } from './print-document.ts';

export interface PrintOptions {
  clientName?: string;
  countries?: readonly ShipmentCountries[];
}

/** The printer card of the settings page. */
export const PRINTER_SETTINGS_PATH = `${pathTo('settings')}#settings-printers`;

/**
 * What the clerk is told when the browser printed: the print service did not answer, or no printer
 * of the type is set up (then a link to the printer settings, never a jump away from the work).
 */
export function browserPrintNotice(
  t: TFunction,
  noPrinter: boolean,
  navigate: (path: string) => unknown,
): NewNotice {
  if (!noPrinter) return { type: 'info', title: t('admin.printing.browser_dialog') };
  return {
    type: 'info',
    title: t('admin.printing.no_printer_browser'),
    action: {
      label: t('admin.printing.printer_settings'),
      onClick: () => void navigate(PRINTER_SETTINGS_PATH),
    },
  };
}

/**
 * `print(kind, ids)` prints on the user's printer and reports failures in the common error list;
 * it resolves with what happened, or null when it failed. `printing` is the form being printed.
 */
export function usePrint() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [printing, setPrinting] = useState<PrintFormKind | null>(null);

  const print = useCallback(
    async (
      kind: PrintFormKind,
      ids: readonly string[],
      options: PrintOptions = {},
    ): Promise<PrintOutcome | null> => {
      setPrinting(kind);
      try {
        const settings = await queryClient.ensureQueryData({
          queryKey: userKeys.settings(),
          queryFn: fetchUserSettings,
        });
        const outcome = await printDocument({
          kind,
          ids,
          ...options,
          settings,
          openPrinterSettings: () => void navigate(PRINTER_SETTINGS_PATH),
        });
        if (outcome.via === 'browser') addNotice(browserPrintNotice(t, outcome.printer === null, navigate));
        return outcome;
      } catch (error) {
        if (error instanceof PrintError) {
          addNotice({
            type: 'error',
            title: t(error.messageKey),
            ...(error.detail ? { description: error.detail } : {}),
          });
        } else {
          addError(error);
        }
        return null;
      } finally {
        setPrinting(null);
      }
    },
    [navigate, queryClient, t],
  );

  return { print, printing };
}
