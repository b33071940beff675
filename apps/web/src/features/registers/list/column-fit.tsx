import type { ColumnDefinition, RegisterDefinition } from '@console/domain';
import type { ReactNode } from 'react';

/** Texts longer than this are cut with an ellipsis in the list (the cell's title keeps them whole). */
const CLIPPED_LENGTH = 32;

/**
 * Which columns a phone keeps (below antd's `md`, 768 px): the key column, the first date
 * and the first status, so a row fits the screen; the others (`register-col-wide`) show from
 * `md` on. A stylesheet rule rather than antd's `responsive`, so every column stays in the
 * document (CSV export, tests) and only the narrow screen leaves them out.
 */
export function columnFit(
  register: RegisterDefinition,
  column: ColumnDefinition,
  keyColumn: string | undefined,
): { className?: string } {
  const firstDate = register.columns.find((other) => other.kind === 'date' || other.kind === 'datetime');
  const firstTone = register.columns.find((other) => other.kind === 'tone');
  const kept = column.field === keyColumn || column === firstDate || column === firstTone;
  return kept ? {} : { className: 'register-col-wide' };
}

/** A long text (an address, a note) keeps its column narrow: one line, cut, whole in the tooltip. */
export function fitCell(content: ReactNode): ReactNode {
  if (typeof content !== 'string' || content.length <= CLIPPED_LENGTH) return content;
  return (
    <span className="register-cell-clip" title={content}>
      {content}
    </span>
  );
}
