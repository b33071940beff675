import { can, divisionPartSchema } from '@console/domain';
import { App, Empty, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { addError } from '../../../api/error-list.ts';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { DATE_TIME_FORMAT } from '../list/cell-format.ts';
import { recordKey } from '../register-api.ts';
import { CodeAddInput, CodesLoadFailed, RemoveCodeButton } from './code-add-input.tsx';
import type { CustomTabProps } from './custom-tabs.tsx';
import {
  type DivisionPart,
  type DivisionPartType,
  useAddDivisionPart,
  useDivisionParts,
  useRemoveDivisionPart,
} from './division-parts-api.ts';

const codeSchema = divisionPartSchema.shape.code;

/** Code length limits as the API checks them (registers §5: code 3-250). */
const PART_CODE_LIMITS = { min: codeSchema.minLength ?? 0, max: codeSchema.maxLength ?? 0 };

/** A division's "parts" tab. */
export function PartsTab(props: CustomTabProps): ReactElement {
  return <DivisionPartsTab {...props} type="part" />;
}

/** A division's "address storage" tab. */
export function AddressStorageTab(props: CustomTabProps): ReactElement {
  return <DivisionPartsTab {...props} type="address_storage" />;
}

/**
 * The codes of one type (registers §3.1 "Parts and address storage: code; parts carry
 * deletedAt"): removed rows stay, struck through with the date of their mark. The rights are
 * the parts' own (`divisionPartsEdit`), not the division's: the division-part admin edits
 * parts of a division they may not change.
 */
function DivisionPartsTab(props: CustomTabProps & { type: DivisionPartType }): ReactElement {
  const { t } = useTranslation();
  const divisionId = props.record ? recordKey(props.register, props.record) : undefined;
  if (divisionId === undefined) return <Empty description={t('registers.parts_tab.save_first')} />;
  return <PartCodes divisionId={divisionId} type={props.type} />;
}

function PartCodes(props: { divisionId: string; type: DivisionPartType }): ReactElement {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { data: user } = useCurrentUser();
  const editable = user !== undefined && can(user, 'divisionPartsEdit');
  const parts = useDivisionParts(props.divisionId);
  const add = useAddDivisionPart(props.divisionId);
  const remove = useRemoveDivisionPart(props.divisionId);
  const rows = (parts.data?.items ?? []).filter((part) => part.type === props.type);

  const validate = (code: string): string | null => {
    if (!codeSchema.safeParse(code).success) return t('registers.parts_tab.code_length', PART_CODE_LIMITS);
    // Only live rows of this type count, and regardless of case: 'a-01' would name the same cell as 'A-01'.
    const taken = rows.some(
      (part) => part.deletedAt === null && part.code.toLowerCase() === code.toLowerCase(),
    );
    return taken ? t('registers.parts_tab.duplicate', { code }) : null;
  };

  const onAdd = async (code: string) => {
    await add.mutateAsync({ code, type: props.type });
    void message.success(t('registers.parts_tab.added', { code }));
  };

  const confirmRemove = (part: DivisionPart) => {
    modal.confirm({
      title: t('registers.parts_tab.remove_title', { code: part.code }),
      content: t('registers.parts_tab.remove_content'),
      okText: t('registers.sub_rows.remove_ok'),
      cancelText: t('registers.toolbar.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove.mutateAsync(part.id);
          void message.success(t('registers.parts_tab.removed', { code: part.code }));
        } catch (error) {
          addError(error);
        }
      },
    });
  };

  const columns: ColumnsType<DivisionPart> = [
    {
      key: 'code',
      title: t('registers.parts_tab.code'),
      render: (_, part) => <Typography.Text delete={part.deletedAt !== null}>{part.code}</Typography.Text>,
    },
    {
      key: 'createdAt',
      title: t('registers.sub_rows.created_at'),
      render: (_, part) => dayjs(part.createdAt).format(DATE_TIME_FORMAT),
    },
    {
      key: 'deletedAt',
      title: t('registers.sub_rows.deletion_mark'),
      render: (_, part) =>
        part.deletedAt && (
          <Tag color="red">
            {t('registers.deletion.marked_at', { at: dayjs(part.deletedAt).format(DATE_TIME_FORMAT) })}
          </Tag>
        ),
    },
  ];
  if (editable) {
    columns.push({
      key: 'actions',
      width: 56,
      render: (_, part) =>
        part.deletedAt === null && (
          <RemoveCodeButton value={part.code} onRemove={() => confirmRemove(part)} />
        ),
    });
  }

  return (
    <>
      {parts.isError && (
        <CodesLoadFailed message={parts.error.message} onRetry={() => void parts.refetch()} />
      )}
      {editable && (
        <CodeAddInput
          label={t('registers.parts_tab.new_code')}
          validate={validate}
          onAdd={onAdd}
          pending={add.isPending}
        />
      )}
      <Table<DivisionPart>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={parts.isPending && !parts.isError}
        pagination={false}
        locale={{ emptyText: <Empty description={t('registers.parts_tab.empty')} /> }}
      />
    </>
  );
}
