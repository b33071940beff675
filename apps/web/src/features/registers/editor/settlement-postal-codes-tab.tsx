import { settlementPostCodeSchema } from '@console/domain';
import { App, Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { addError } from '../../../api/error-list.ts';
import { recordKey } from '../register-api.ts';
import { CodeAddInput, CodesLoadFailed, RemoveCodeButton } from './code-add-input.tsx';
import type { CustomTabProps } from './custom-tabs.tsx';
import {
  type SettlementPostCodeRow,
  useAddSettlementPostCode,
  useRemoveSettlementPostCode,
  useSettlementPostCodes,
} from './settlement-postal-codes-api.ts';

const postCodeSchema = settlementPostCodeSchema.shape.postCode;

/** Postal code length limits as the API checks them (registers §5: 1-100). */
const POST_CODE_LIMITS = { min: postCodeSchema.minLength ?? 0, max: postCodeSchema.maxLength ?? 0 };

/**
 * A settlement's "postal codes" tab (registers §3.1: rows of number and postCode): each add and
 * removal is its own call, so nothing here waits for the editor's Save.
 */
export function SettlementPostalCodesTab(props: CustomTabProps): ReactElement {
  const { t } = useTranslation();
  const settlementId = props.record ? recordKey(props.register, props.record) : undefined;
  if (settlementId === undefined) return <Empty description={t('registers.postal_codes_tab.save_first')} />;
  return <PostalCodes settlementId={settlementId} canWrite={props.canWrite} />;
}

function PostalCodes(props: { settlementId: string; canWrite: boolean }): ReactElement {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const postCodes = useSettlementPostCodes(props.settlementId);
  const add = useAddSettlementPostCode(props.settlementId);
  const remove = useRemoveSettlementPostCode(props.settlementId);

  const validate = (postCode: string): string | null =>
    postCodeSchema.safeParse(postCode).success
      ? null
      : t('registers.postal_codes_tab.length', POST_CODE_LIMITS);

  const onAdd = async (postCode: string) => {
    await add.mutateAsync(postCode);
    void message.success(t('registers.postal_codes_tab.added', { postCode }));
  };

  const confirmRemove = (row: SettlementPostCodeRow) => {
    modal.confirm({
      title: t('registers.postal_codes_tab.remove_title', { postCode: row.postCode }),
      content: t('registers.postal_codes_tab.remove_content'),
      okText: t('registers.sub_rows.remove_ok'),
      cancelText: t('registers.toolbar.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove.mutateAsync(row.id);
          void message.success(t('registers.postal_codes_tab.removed', { postCode: row.postCode }));
        } catch (error) {
          addError(error);
        }
      },
    });
  };

  const columns: ColumnsType<SettlementPostCodeRow> = [
    { key: 'number', dataIndex: 'number', title: t('registers.postal_codes_tab.number'), width: 80 },
    { key: 'postCode', dataIndex: 'postCode', title: t('registers.postal_codes_tab.post_code') },
  ];
  if (props.canWrite) {
    columns.push({
      key: 'actions',
      width: 56,
      render: (_, row) => <RemoveCodeButton value={row.postCode} onRemove={() => confirmRemove(row)} />,
    });
  }

  return (
    <>
      {postCodes.isError && (
        <CodesLoadFailed message={postCodes.error.message} onRetry={() => void postCodes.refetch()} />
      )}
      {props.canWrite && (
        <CodeAddInput
          label={t('registers.postal_codes_tab.new_post_code')}
          validate={validate}
          onAdd={onAdd}
          pending={add.isPending}
        />
      )}
      <Table<SettlementPostCodeRow>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={postCodes.data?.items ?? []}
        loading={postCodes.isPending && !postCodes.isError}
        pagination={false}
        locale={{ emptyText: <Empty description={t('registers.postal_codes_tab.empty')} /> }}
      />
    </>
  );
}
