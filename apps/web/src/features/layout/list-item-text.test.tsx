import { render, screen } from '@testing-library/react';
import { List } from 'antd';
import { describe, expect, it } from 'vitest';
import { ListItemText } from './list-item-text.tsx';

describe('ListItemText', () => {
  it('shows a row’s title and description in the list’s look, with no heading (axe heading-order)', () => {
    const { container } = render(
      <List
        dataSource={['a']}
        renderItem={() => (
          <List.Item>
            <ListItemText avatar={<span>A</span>} title="Anna Kowalska" description="Warszawa, Prosta 1" />
          </List.Item>
        )}
      />,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('.ant-list-item-meta-title')).toHaveTextContent('Anna Kowalska');
    expect(container.querySelector('.ant-list-item-meta-description')).toHaveTextContent(
      'Warszawa, Prosta 1',
    );
    expect(container.querySelector('.ant-list-item-meta-avatar')).toHaveTextContent('A');
  });
});
