import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { RegisterDefinition, SubFieldDefinition } from '@console/domain';
import { Button, Form, Table, type TableColumnsType } from 'antd';
import { type ReactElement, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { subFieldLabel } from './structured-fields.ts';
import { SubFieldItem } from './sub-field-item.tsx';

interface ListRow {
  key: number;
  name: number;
}

/** A new row: text columns empty (so a required one says so), the rest left unset. */
function blankRow(columns: readonly SubFieldDefinition[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const column of columns) {
    if (column.input === 'text') row[column.name] = '';
    if (column.input === 'boolean') row[column.name] = false;
  }
  return row;
}

/**
 * A list of objects edited as a table (a division's settings, a nomenclature's barcodes and
 * dimensions): one input per column, rows added and removed with buttons. Values of a row that
 * have no column (a barcode's id) stay as they were.
 */
export function RowsField(props: {
  register: RegisterDefinition;
  fieldName: string;
  columns: readonly SubFieldDefinition[];
  schema: z.ZodType | undefined;
  disabled: boolean;
}): ReactElement {
  const { t } = useTranslation();
  const { register, fieldName, columns, disabled } = props;
  const container = useRef<HTMLDivElement>(null);
  const [added, setAdded] = useState(0);

  // A row just added takes the focus, so a keyboard user types straight into it.
  useEffect(() => {
    if (added === 0) return;
    const rows = container.current?.querySelectorAll<HTMLElement>('tbody tr.ant-table-row');
    rows
      ?.item(rows.length - 1)
      ?.querySelector<HTMLElement>('input, button')
      ?.focus();
  }, [added]);

  return (
    <Form.List name={fieldName}>
      {(rows, { add, remove }) => {
        const tableColumns: TableColumnsType<ListRow> = columns.map((column) => {
          const label = subFieldLabel(t, register, fieldName, column.name);
          return {
            key: column.name,
            title: label,
            render: (_: unknown, row: ListRow) => (
              <SubFieldItem
                sub={column}
                name={[row.name, column.name]}
                path={[fieldName, row.name, column.name]}
                label={label}
                cellLabel={t('registers.rows.cell', { column: label, row: row.name + 1 })}
                schema={props.schema}
                disabled={disabled}
              />
            ),
          };
        });
        if (!disabled) {
          tableColumns.push({
            key: 'remove',
            width: 56,
            render: (_: unknown, row: ListRow) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('registers.rows.remove', { row: row.name + 1 })}
                onClick={() => remove(row.name)}
              />
            ),
          });
        }
        return (
          <div ref={container} className="register-rows">
            <Table<ListRow>
              size="small"
              pagination={false}
              rowKey="key"
              dataSource={rows.map((row) => ({ key: row.key, name: row.name }))}
              columns={tableColumns}
              locale={{ emptyText: t('registers.rows.empty') }}
            />
            {!disabled && (
              <Button
                icon={<PlusOutlined />}
                className="register-rows-add"
                onClick={() => {
                  add(blankRow(columns));
                  setAdded((count) => count + 1);
                }}
              >
                {t('registers.rows.add')}
              </Button>
            )}
          </div>
        );
      }}
    </Form.List>
  );
}
