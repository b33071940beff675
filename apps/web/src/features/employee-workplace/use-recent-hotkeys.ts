import { useEffect, useEffectEvent } from 'react';

/** `Digit1`…`Digit9` (and the numeric keypad) → 1…9; anything else null. */
export function hotkeyNumber(code: string): number | null {
  const match = /^(?:Digit|Numpad)([1-9])$/.exec(code);
  return match ? Number(match[1]) : null;
}

/**
 * Registers §2.4: AltLeft-1..9 and Ctrl-1..9 open the n-th recent item; the browser's own meaning
 * of those keys (switching its tabs) is prevented. Only the left Alt counts: the right one is AltGr
 * on Polish and Ukrainian layouts, where it types letters (and reports Ctrl+Alt on Windows).
 */
export function useRecentHotkeys(count: number, open: (index: number) => void): void {
  const onOpen = useEffectEvent(open);
  useEffect(() => {
    let leftAltDown = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === 'AltLeft') leftAltDown = true;
      const number = hotkeyNumber(event.code);
      if (number === null || event.shiftKey || event.metaKey) return;
      const byAlt = event.altKey && leftAltDown && !event.ctrlKey;
      const byCtrl = event.ctrlKey && !event.altKey;
      if (!byAlt && !byCtrl) return;
      event.preventDefault();
      if (number <= count) onOpen(number - 1);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.code === 'AltLeft') leftAltDown = false;
    };
    const reset = () => {
      leftAltDown = false;
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', reset);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', reset);
    };
  }, [count]);
}
