import { ArrowRightOutlined, DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import {
  deleteCallFor,
  deleteCalls,
  mayCall,
  type RegisterDefinition,
  type ResourcePermissions,
  type RowCall,
} from '@console/domain';
import { App, Button, Flex, Tooltip } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { addError } from '../../../api/error-list.ts';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { type RegisterRecord, recordKey, useDeleteRow } from '../register-api.ts';
import { editorPath, listPath, NEW_RECORD_ID } from '../register-lookup.ts';
import { relatedLinkLabel, relatedQuery } from './related-links.ts';
import { showsCreateButton } from './row-opening.ts';

/**
 * Create, delete (the deletion mark) and the buttons to related registers (registers §2.1),
 * each following the user's rights on the register's resource.
 */
export function RegisterToolbar(props: {
  register: RegisterDefinition;
  permissions: ResourcePermissions;
  selected: RegisterRecord | null;
  exporting: boolean;
  onExport(): void;
  onDeleted(): void;
  /** The register's own actions (shipments: duplicate sender data), shown before the common ones. */
  actions?: ReactNode;
}): ReactElement {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const { register, permissions, selected } = props;
  const { data: user } = useCurrentUser();
  const markDeleted = useDeleteRow(register);
  const selectedKey = selected ? recordKey(register, selected) : undefined;
  // Delete calls the register's own route where it has one (registers §2.1 "delete may be overridden").
  const allowed = (call: RowCall) => user !== undefined && mayCall(call, user, permissions);
  const showsDelete = deleteCalls(register).some(allowed);
  const deleteCall = selected ? deleteCallFor(register, selected) : undefined;
  const canDelete = deleteCall !== undefined && allowed(deleteCall) && !selected?.deletedAt;

  const createBlocked = register.createDisabled
    ? t('registers.toolbar.create_disabled')
    : !permissions.create
      ? t('registers.toolbar.no_right')
      : null;

  const confirmDelete = () => {
    if (selectedKey === undefined || !selected) return;
    modal.confirm({
      title: t('registers.toolbar.delete_title'),
      content: t('registers.toolbar.delete_content', { key: selectedKey }),
      okText: t('registers.toolbar.delete_ok'),
      cancelText: t('registers.toolbar.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await markDeleted.mutateAsync(selected);
          void message.success(t('registers.toolbar.deleted', { key: selectedKey }));
          props.onDeleted();
        } catch (error) {
          addError(error);
        }
      },
    });
  };

  return (
    <Flex gap={8} wrap="wrap" justify="flex-end" className="register-toolbar">
      {props.actions}
      {(register.related ?? []).map((link) => {
        const related = selected ? relatedQuery(link, selected) : undefined;
        return (
          <Tooltip key={link.target} title={selected ? undefined : t('registers.toolbar.select_row')}>
            <Button
              icon={<ArrowRightOutlined />}
              disabled={!related}
              onClick={() => {
                const path = related && listPath(related.target, related.query);
                if (path) void navigate(path);
              }}
            >
              {relatedLinkLabel(t, link)}
            </Button>
          </Tooltip>
        );
      })}
      <Button icon={<DownloadOutlined />} onClick={props.onExport} loading={props.exporting}>
        {t('registers.toolbar.export')}
      </Button>
      {showsDelete && (
        <Tooltip
          title={
            !selected
              ? t('registers.toolbar.select_row')
              : canDelete || selected.deletedAt
                ? undefined
                : t('registers.toolbar.delete_not_available')
          }
        >
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={selectedKey === undefined || !canDelete}
            loading={markDeleted.isPending}
            onClick={confirmDelete}
          >
            {t('registers.toolbar.delete')}
          </Button>
        </Tooltip>
      )}
      {showsCreateButton(register) && (
        <Tooltip title={createBlocked}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={createBlocked !== null}
            onClick={() => void navigate(editorPath(register, NEW_RECORD_ID))}
          >
            {t('registers.toolbar.create')}
          </Button>
        </Tooltip>
      )}
    </Flex>
  );
}
