import { render, screen } from '@testing-library/react';
import { Table } from 'antd';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useKeyboardScrollable } from './keyboard-scrollable.ts';

function History(): ReactElement {
  const scroller = useKeyboardScrollable('History');
  return (
    <Table
      ref={scroller}
      size="small"
      rowKey="at"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={[{ at: '2026-11-28 10:00', status: 'Accepted' }]}
      columns={[
        { title: 'When', dataIndex: 'at' },
        { title: 'Status', dataIndex: 'status' },
      ]}
    />
  );
}

/** jsdom lays nothing out: the scroller's widths are given, as a phone's or a desktop's would be. */
function withWidths(scroll: number, client: number): void {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => scroll });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => client });
}

afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollWidth');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
});

describe('useKeyboardScrollable (issue 28, axe scrollable-region-focusable)', () => {
  it('puts a table wider than its box in the tab order, as a region named after it', () => {
    withWidths(600, 358);
    render(<History />);
    const region = screen.getByRole('region', { name: 'History' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('leaves a table that fits out of the tab order', () => {
    withWidths(900, 1200);
    render(<History />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.querySelector('.ant-table-content')).not.toHaveAttribute('tabindex');
  });
});
