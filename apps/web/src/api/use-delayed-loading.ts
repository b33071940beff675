import { LOADER_DELAY_MS } from '@console/domain';
import { useEffect, useState } from 'react';

/** True once `loading` has lasted `delayMs` (registers §2.1: the loader appears after 500 ms). */
export function useDelayedLoading(loading: boolean, delayMs: number = LOADER_DELAY_MS): boolean {
  const [delayPassed, setDelayPassed] = useState(false);
  useEffect(() => {
    setDelayPassed(false);
    if (!loading) return;
    const timer = setTimeout(() => setDelayPassed(true), delayMs);
    return () => clearTimeout(timer);
  }, [loading, delayMs]);
  return loading && delayPassed;
}
