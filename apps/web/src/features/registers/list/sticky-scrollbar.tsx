import { type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * A horizontal scrollbar that stays at the bottom of the window while a wide table is on screen:
 * at 1366×768 a register's own scrollbar sat below the fold, under 20 rows (issue 24). It mirrors
 * the table's scroll container (`.ant-table-content`) both ways. antd's `sticky` would do it too,
 * but splits the header into a table of its own, which screen readers then read apart.
 */
export function StickyScrollbar(props: { children: ReactNode }): ReactElement {
  const holder = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const [widths, setWidths] = useState({ scroll: 0, client: 0 });

  useEffect(() => {
    const content = holder.current?.querySelector<HTMLElement>('.ant-table-content');
    const track = bar.current;
    if (!content || !track) return;
    const measure = () => setWidths({ scroll: content.scrollWidth, client: content.clientWidth });
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(content);
    const table = content.querySelector('table');
    if (table) observer?.observe(table);
    // Each side follows the other; equal positions end the echo.
    const fromContent = () => {
      if (track.scrollLeft !== content.scrollLeft) track.scrollLeft = content.scrollLeft;
    };
    const fromTrack = () => {
      if (content.scrollLeft !== track.scrollLeft) content.scrollLeft = track.scrollLeft;
    };
    content.addEventListener('scroll', fromContent, { passive: true });
    track.addEventListener('scroll', fromTrack, { passive: true });
    return () => {
      observer?.disconnect();
      content.removeEventListener('scroll', fromContent);
      track.removeEventListener('scroll', fromTrack);
    };
  }, []);

  const overflows = widths.scroll > widths.client + 1;
  return (
    <div ref={holder} className="sticky-scrollbar-holder">
      {props.children}
      {/* The table itself scrolls by keyboard and touch: this is the mouse's handle, hidden from readers. */}
      <div
        ref={bar}
        className="sticky-scrollbar"
        aria-hidden="true"
        data-testid="sticky-scrollbar"
        // As wide as the table's viewport, so both reach their ends together.
        style={{
          width: widths.client || undefined,
          visibility: overflows ? 'visible' : 'hidden',
          height: overflows ? undefined : 0,
        }}
      >
        <div style={{ width: widths.scroll, height: 1 }} />
      </div>
    </div>
  );
}
