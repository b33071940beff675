import { Modal, Select, Typography } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addNotice } from '../../api/error-list.ts';
import { publishVisits } from '../visits/visit-api.ts';
import { reportVisitError } from '../visits/visit-errors.ts';
import type { RecentActivityItem } from './recent-activity.ts';

const T = 'admin.pages.employee_workplace.publish';

/** Publishes chosen recent visits again (`POST replaying`); success shows 'Published' (registers §2.4). */
export function PublishDialog(props: {
  visits: readonly RecentActivityItem[];
  onClose(): void;
}): ReactElement {
  const { t } = useTranslation();
  const [ids, setIds] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const publish = async () => {
    setSaving(true);
    try {
      if (await publishVisits(ids)) {
        addNotice({ type: 'success', title: t('admin.pages.visit.published') });
        props.onClose();
      }
    } catch (error) {
      reportVisitError(t, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t(`${T}.title`)}
      okText={t(`${T}.submit`)}
      cancelText={t('admin.pages.visit.cancel')}
      okButtonProps={{ disabled: ids.length === 0 }}
      confirmLoading={saving}
      onOk={() => void publish()}
      onCancel={props.onClose}
    >
      <Typography.Paragraph type="secondary">{t(`${T}.hint`)}</Typography.Paragraph>
      <Select
        mode="multiple"
        style={{ width: '100%' }}
        aria-label={t(`${T}.visits`)}
        placeholder={t(`${T}.visits`)}
        value={ids}
        onChange={setIds}
        options={props.visits.map((visit) => ({ value: visit.id, label: visit.number }))}
      />
    </Modal>
  );
}
