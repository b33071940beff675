import type { RegisterDefinition } from '@console/domain';
import { App } from 'antd';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addError } from '../../../api/error-list.ts';
import type { ListParams } from '../register-api.ts';
import { fieldLabel } from '../register-labels.ts';
import { cellText } from './cell-format.ts';
import { cellLabel } from './cell-label.ts';
import {
  type CsvColumn,
  downloadCsv,
  ExportCancelled,
  type ExportProgress,
  exportRegisterCsv,
} from './csv-export.ts';

export interface CsvExportState {
  running: boolean;
  progress: ExportProgress | null;
  start(): void;
  cancel(): void;
}

/** Export of the filtered list to one CSV file, every page in turn, cancellable. */
export function useCsvExport(
  register: RegisterDefinition,
  filters: ListParams,
  download: typeof downloadCsv = downloadCsv,
): CsvExportState {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [running, setRunning] = useState(false);
  const controller = useRef<AbortController | null>(null);

  const start = () => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setRunning(true);
    setProgress(null);
    const columns: CsvColumn[] = [
      ...register.columns.map((column) => ({
        field: column.field,
        title: fieldLabel(t, register, column.field),
        // The labels the table shows, not the stored codes.
        format: (value: unknown) => cellLabel(t, register, column, value),
      })),
      {
        field: 'deletedAt',
        title: fieldLabel(t, register, 'deletedAt'),
        format: (value: unknown) => cellText(t, { kind: 'datetime' }, value),
      },
    ];
    exportRegisterCsv({ register, filters, columns, onProgress: setProgress, signal: abort.signal })
      .then((parts) => {
        download(`${register.key}-${dayjs().format('YYYY-MM-DD-HHmmss')}.csv`, parts);
        void message.success(t('registers.export.done', { count: parts.length - 1 }));
      })
      .catch((error: unknown) => {
        if (error instanceof ExportCancelled) void message.info(t('registers.export.cancelled'));
        else addError(error);
      })
      .finally(() => {
        controller.current = null;
        setRunning(false);
      });
  };

  return { running, progress, start, cancel: () => controller.current?.abort() };
}
