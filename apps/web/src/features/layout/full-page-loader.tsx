import { Flex, Spin } from 'antd';
import type { ReactElement } from 'react';

/** Shown while the first screen, the signed-in user or the translations load. */
export function FullPageLoader(): ReactElement {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
    </Flex>
  );
}

/** Shown inside the layout while a screen's chunk loads. */
export function PageLoader(): ReactElement {
  return (
    <Flex align="center" justify="center" style={{ minHeight: 240 }}>
      <Spin />
    </Flex>
  );
}
