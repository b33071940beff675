import type { ReactElement } from 'react';

/**
 * Shown while the first screen, the signed-in user or the translations load. A CSS spinner, not antd's
 * Spin: it is on screen before antd has loaded.
 */
export function FullPageLoader(): ReactElement {
  return (
    <div className="console-loader console-loader-page" role="status" aria-busy="true">
      <span className="console-spinner console-spinner-large" />
    </div>
  );
}

/** Shown inside the layout while a screen's chunk loads. */
export function PageLoader(): ReactElement {
  return (
    <div className="console-loader" role="status" aria-busy="true">
      <span className="console-spinner" />
    </div>
  );
}
