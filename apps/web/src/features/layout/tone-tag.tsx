import { DEFAULT_HEAVINESS, type Heaviness, type Tone } from '@console/domain';
import { Tag, Typography } from 'antd';
import type { HTMLAttributes, ReactElement, ReactNode } from 'react';

/** antd tag colours of the tone scale (platform §4). */
export const TONE_COLORS: Readonly<Record<Tone, string>> = {
  neutral: 'default',
  positive: 'green',
  warning: 'orange',
  negative: 'red',
};

/** The text colour of a tone drawn without a tag (Typography's types, contrast-checked in the theme). */
const TONE_TEXT: Readonly<Record<Tone, 'secondary' | 'success' | 'warning' | 'danger'>> = {
  neutral: 'secondary',
  positive: 'success',
  warning: 'warning',
  negative: 'danger',
};

type ToneTagProps = Omit<HTMLAttributes<HTMLSpanElement>, 'color' | 'children'> & {
  tone: Tone;
  /**
   * How much the status stands out (platform §4 heaviness scale, heavy by default): heavy is a
   * bordered tag, for the one status a page is about; light a tag without a border, for the many
   * rows of a list; none the word alone in its tone's colour, for a status inside a sentence.
   */
  heaviness?: Heaviness;
  children: ReactNode;
  'data-testid'?: string;
};

/** A status in its tone and heaviness. */
export function ToneTag({
  tone,
  heaviness = DEFAULT_HEAVINESS,
  children,
  ...rest
}: ToneTagProps): ReactElement {
  if (heaviness === 'none') {
    return (
      <Typography.Text type={TONE_TEXT[tone]} data-heaviness="none" {...rest}>
        {children}
      </Typography.Text>
    );
  }
  return (
    <Tag
      color={TONE_COLORS[tone]}
      variant={heaviness === 'heavy' ? 'outlined' : 'filled'}
      data-heaviness={heaviness}
      {...rest}
    >
      {children}
    </Tag>
  );
}
