import { Button, Modal, Progress, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvExportState } from './use-csv-export.ts';

/** Progress of a running export: pages fetched of all pages, with a cancel button. */
export function ExportProgressModal({ exporting }: { exporting: CsvExportState }): ReactElement {
  const { t } = useTranslation();
  const { progress } = exporting;
  const percent = progress ? Math.round((progress.page / progress.pages) * 100) : 0;
  return (
    <Modal
      open={exporting.running}
      title={t('registers.export.title')}
      closable={false}
      mask={{ closable: false }}
      footer={
        <Button danger onClick={exporting.cancel}>
          {t('registers.export.cancel')}
        </Button>
      }
    >
      <Progress percent={percent} status="active" aria-label={t('registers.export.title')} />
      <Typography.Text type="secondary" role="status">
        {progress
          ? t('registers.export.progress', {
              page: progress.page,
              pages: progress.pages,
              rows: progress.rows,
              count: progress.total,
            })
          : t('registers.export.starting')}
      </Typography.Text>
    </Modal>
  );
}
