import { App as AntApp } from 'antd';
import type { ReactElement, ReactNode } from 'react';

/** App.useApp's message, modal and notification for the screens that use them. */
export function ScreenApp({ children }: { children: ReactNode }): ReactElement {
  return <AntApp component={false}>{children}</AntApp>;
}
