import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToneTag } from './tone-tag.tsx';

describe('ToneTag (platform §4: tone scale, heaviness none, light, heavy — heavy by default)', () => {
  it('draws a heavy status as a bordered tag in its tone when nothing else is asked', () => {
    render(<ToneTag tone="positive">Paid</ToneTag>);
    const tag = screen.getByText('Paid');
    expect(tag).toHaveAttribute('data-heaviness', 'heavy');
    expect(tag).toHaveClass('ant-tag-green', 'ant-tag-outlined');
  });

  it('draws a light status as a tag without a border, for the rows of a list', () => {
    render(
      <ToneTag tone="warning" heaviness="light">
        Need pay
      </ToneTag>,
    );
    const tag = screen.getByText('Need pay');
    expect(tag).toHaveClass('ant-tag-orange', 'ant-tag-filled');
    expect(tag).not.toHaveClass('ant-tag-outlined');
  });

  it('draws a status of heaviness none as its word in the colour of its tone, without a tag', () => {
    render(
      <ToneTag tone="negative" heaviness="none">
        Canceled
      </ToneTag>,
    );
    const word = screen.getByText('Canceled');
    expect(word.closest('.ant-tag')).toBeNull();
    expect(word.closest('.ant-typography-danger')).not.toBeNull();
  });
});
