import { ArrowRightOutlined, DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import type { RegisterDefinition, ResourcePermissions } from '@console/domain';
import { App, Button, Flex, Tooltip } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { addError } from '../../../api/error-list.ts';
import { type RegisterRecord, recordKey, useMarkDeleted } from '../register-api.ts';
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
  const markDeleted = useMarkDeleted(register);
  const selectedKey = selected ? recordKey(register, selected) : undefined;

  const createBlocked = register.createDisabled
    ? t('registers.toolbar.create_disabled')
    : !permissions.create
      ? t('registers.toolbar.no_right')
      : null;

  const confirmDelete = () => {
    if (selectedKey === undefined) return;
    modal.confirm({
      title: t('registers.toolbar.delete_title'),
      content: t('registers.toolbar.delete_content', { key: selectedKey }),
      okText: t('registers.toolbar.delete_ok'),
      cancelText: t('registers.toolbar.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await markDeleted.mutateAsync(selectedKey);
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
      {permissions.remove && (
        <Tooltip title={selected ? undefined : t('registers.toolbar.select_row')}>
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={selectedKey === undefined || Boolean(selected?.deletedAt)}
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
