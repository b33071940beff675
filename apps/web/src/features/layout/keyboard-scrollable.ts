import type { GetRef, Table } from 'antd';
import { type RefCallback, useCallback } from 'react';

type TableRef = GetRef<typeof Table>;

/**
 * A ref for an antd Table that scrolls sideways (`scroll.x`) and holds nothing focusable, such as a
 * history: while its rows overflow (on a phone), the scroller joins the tab order as a region named
 * by `label`, so that the arrow keys can scroll it (WCAG 2.1.1; axe scrollable-region-focusable).
 * While they fit, it stays out of the tab order.
 */
export function useKeyboardScrollable(label: string): RefCallback<TableRef> {
  return useCallback(
    (table: TableRef | null) => {
      const scroller = table?.nativeElement?.querySelector<HTMLElement>('.ant-table-content');
      if (!scroller) return;
      const update = () => {
        if (scroller.scrollWidth > scroller.clientWidth) {
          scroller.tabIndex = 0;
          scroller.setAttribute('role', 'region');
          scroller.setAttribute('aria-label', label);
        } else {
          scroller.removeAttribute('tabindex');
          scroller.removeAttribute('role');
          scroller.removeAttribute('aria-label');
        }
      };
      update();
      if (typeof ResizeObserver === 'undefined') return;
      // The scroller resizes with the page, its table with the rows.
      const observer = new ResizeObserver(update);
      observer.observe(scroller);
      if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
      return () => observer.disconnect();
    },
    [label],
  );
}
