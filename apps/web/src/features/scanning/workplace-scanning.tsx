import { type CapabilityUser, can } from '@console/domain';
import { Button } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../app/route-paths.ts';
import { CreateScanDialog } from './create-scan-dialog.tsx';
import { ProblemParcelDialog, type ProblemParcelDraft } from './problem-parcel-dialog.tsx';

/**
 * "Hand over to a courier" from the employee workplace: the courier's badge, then a LoadingCourier
 * scan opened as a child tab of the workplace.
 */
export function HandOverDialog(props: { open: boolean; onClose: () => void }): ReactElement {
  const navigate = useNavigate();
  return (
    <CreateScanDialog
      type={props.open ? 'LoadingCourier' : null}
      onClose={props.onClose}
      onCreated={(id) => {
        props.onClose();
        void navigate(pathTo('scan_edit', { id }));
      }}
    />
  );
}

/** "Report damaged container" (platform §6: administrator-god and base) from the workplace. */
export function ReportDamagedContainerButton(props: { user: CapabilityUser }): ReactElement | null {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ProblemParcelDraft | null>(null);
  if (!can(props.user, 'reportDamagedContainer')) return null;
  return (
    <>
      <Button
        danger
        onClick={() => setDraft({ type: 'DamagedCargo', parcelNumbers: [] })}
        data-testid="report-damaged-container"
      >
        {t('admin.pages.hubs.damaged_container')}
      </Button>
      <ProblemParcelDialog
        draft={draft}
        title={t('admin.pages.hubs.damaged_container')}
        onClose={() => setDraft(null)}
        onCreated={(created) => void navigate(pathTo('problem_parcel_edit', { id: created.id }))}
      />
    </>
  );
}
