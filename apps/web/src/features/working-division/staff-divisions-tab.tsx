import { isSettingsAdmin } from '@console/domain';
import { Alert, Button, Empty, Flex, Result, Skeleton, Typography } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addNotice } from '../../api/error-list.ts';
import { errorText, isRecordNotFound } from '../../api/product-error.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import type { CustomTabProps } from '../registers/editor/custom-tabs.tsx';
import { ReferenceAutocomplete } from '../registers/reference/reference-autocomplete.tsx';
import { useSaveStaffDivisions, useStaffSettings } from './staff-divisions-api.ts';

/**
 * A staff member's "work divisions" tab: the divisions they may choose as their working division
 * when they are a dispatch manager (registers §5 "Division change": "among the divisions in their
 * settings, else their own"). Administrator-god and service desk set them; saved on its own.
 */
export function StaffDivisionsTab(props: CustomTabProps): ReactElement {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const login = typeof props.record?.login === 'string' ? props.record.login : '';
  if (!login) return <Empty description={t('working_division.staff_tab.no_login')} />;
  if (user && !isSettingsAdmin(user))
    return <Empty description={t('working_division.staff_tab.admins_only')} />;
  return <StaffDivisions login={login} />;
}

function StaffDivisions({ login }: { login: string }): ReactElement {
  const { t } = useTranslation();
  const settings = useStaffSettings(login);
  const save = useSaveStaffDivisions(login);
  const [chosen, setChosen] = useState<string[] | null>(null);
  if (settings.isPending) return <Skeleton active />;
  if (settings.isError)
    return isRecordNotFound(settings.error) ? (
      <Empty description={t('working_division.staff_tab.no_user', { login })} />
    ) : (
      <Result status="error" title={errorText(settings.error)} />
    );
  const divisions = chosen ?? settings.data.divisions;
  const dirty = chosen !== null;
  const onSave = async () => {
    await save.mutateAsync({ settings: settings.data, divisions });
    setChosen(null);
    addNotice({ type: 'success', title: t('working_division.staff_tab.saved') });
  };
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 720 }}>
      <Typography.Paragraph type="secondary">{t('working_division.staff_tab.explain')}</Typography.Paragraph>
      <ReferenceAutocomplete
        multiple
        register="divisions"
        aria-label={t('working_division.staff_tab.divisions')}
        value={divisions}
        onChange={(next) => setChosen(next)}
      />
      {save.isError && <Alert type="error" showIcon title={errorText(save.error)} />}
      <Flex gap="small">
        <Button type="primary" disabled={!dirty} loading={save.isPending} onClick={() => void onSave()}>
          {t('working_division.staff_tab.save')}
        </Button>
        <Button disabled={!dirty || save.isPending} onClick={() => setChosen(null)}>
          {t('working_division.staff_tab.discard')}
        </Button>
      </Flex>
    </Flex>
  );
}
