import type { RegisterDefinition, RouteName } from '@console/domain';
import { resourcePermissions } from '@console/domain';
import { Button, Result, Skeleton } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isRecordNotFound } from '../../../api/product-error.ts';
import { useDelayedLoading } from '../../../api/use-delayed-loading.ts';
import { useRouteName } from '../../../app/route-handle.ts';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import type { TabLabel } from '../../workspace-tabs/tab-keys.ts';
import { useSyncTabWithRoute } from '../../workspace-tabs/use-sync-tab-with-route.ts';
import { type RegisterRecord, useRegisterRecord } from '../register-api.ts';
import { recordTitle, registerTitle } from '../register-labels.ts';
import { editedRegister, editorRecordId, listPath, NEW_RECORD_ID } from '../register-lookup.ts';
import '../registers.css';
import { RegisterForm } from './register-form.tsx';

/** The generic editor (`edit`, `edit_staffs`, `edit_translation`); `new` as the id creates. */
export function RegisterEditorPage(): ReactElement {
  const { t } = useTranslation();
  const routeName = useRouteName();
  const params = useParams();
  const register = editedRegister(routeName, params.collection);
  const id = editorRecordId(routeName, params.id);
  if (!register || !id || !routeName) return <Result status="404" title={t('registers.unknown')} />;
  return <RegisterEditor key={`${register.key}.${id}`} register={register} id={id} routeName={routeName} />;
}

/**
 * The editor's tab is named after the record, as its title is ("Poland", "1001 Warszawa …");
 * a new record's tab after its register ("Countries · new"). While the record loads, an open tab
 * keeps its label.
 */
export function editorTabLabel(
  register: RegisterDefinition,
  creating: boolean,
  record: RegisterRecord | undefined,
): TabLabel | undefined {
  if (creating) {
    const title = register.route ? `routes.${register.route}` : `registers.${register.key}.title`;
    return { kind: 'i18n', value: 'registers.editor.new_tab', params: { register: title } };
  }
  return record ? { kind: 'text', value: recordTitle(register, record) } : undefined;
}

function RegisterEditor(props: {
  register: RegisterDefinition;
  id: string;
  routeName: RouteName;
}): ReactElement {
  const { t } = useTranslation();
  const { register, id } = props;
  const params = useParams();
  const creating = id === NEW_RECORD_ID;
  const record = useRegisterRecord(register, creating ? undefined : id);
  const tabKey = useSyncTabWithRoute(
    props.routeName,
    params,
    editorTabLabel(register, creating, record.data),
  );
  const showLoader = useDelayedLoading(!creating && record.isPending);
  const { data: user } = useCurrentUser();
  const rights = user && register.resource ? resourcePermissions(user, register.resource) : null;
  const back = listPath(register);
  const title = registerTitle(t, register);

  const header = (
    <PageHeader
      title={title}
      subtitle={creating ? t('registers.editor.create_subtitle') : t('registers.editor.edit_subtitle')}
      extra={
        back && (
          <Link to={back}>
            <Button>{t('registers.editor.back', { register: title })}</Button>
          </Link>
        )
      }
    />
  );

  if (creating && (register.createDisabled || !rights?.create)) {
    return (
      <>
        {header}
        <Result
          status="403"
          title={
            register.createDisabled ? t('registers.toolbar.create_disabled') : t('access.resource_forbidden')
          }
        />
      </>
    );
  }
  if (!creating && record.isError) {
    const notFound = isRecordNotFound(record.error);
    return (
      <>
        {header}
        <Result
          status={notFound ? '404' : 'error'}
          title={notFound ? t('registers.editor.not_found', { key: id }) : record.error.message}
          extra={<Button onClick={() => void record.refetch()}>{t('app.retry')}</Button>}
        />
      </>
    );
  }
  if (!creating && !record.data) {
    return (
      <>
        {header}
        {showLoader && <Skeleton active paragraph={{ rows: 8 }} />}
      </>
    );
  }
  return (
    <>
      {header}
      <RegisterForm
        key={String(record.dataUpdatedAt)}
        register={register}
        record={creating ? null : (record.data ?? null)}
        canWrite={Boolean(creating ? rights?.create : rights?.edit)}
        tabKey={tabKey}
        onReload={() => void record.refetch()}
      />
    </>
  );
}
