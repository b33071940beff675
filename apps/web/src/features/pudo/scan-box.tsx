import { toLatinKeyboard } from '@console/domain';
import { Input, type InputRef, List, Tag, Typography } from 'antd';
import { type ReactElement, useRef, useState } from 'react';

export interface ScanLine {
  key: string;
  text: string;
  label: string;
  tone: 'good' | 'warn' | 'bad';
}

const TONE_TAG = { good: 'green', warn: 'orange', bad: 'red' } as const;

/**
 * A barcode input for keyboard-wedge scanners: a code and Enter, the input keeps its focus, and
 * every scan is answered in the list below, newest first, in colour.
 */
export function ScanBox(props: {
  placeholder: string;
  busy: boolean;
  lines: ScanLine[];
  onScan(value: string): Promise<void> | void;
  testId?: string;
}): ReactElement {
  const ref = useRef<InputRef>(null);
  const [value, setValue] = useState('');
  const submit = async () => {
    const text = toLatinKeyboard(value).trim();
    if (!text) return;
    setValue('');
    await props.onScan(text);
    ref.current?.focus();
  };
  return (
    <>
      <Input
        ref={ref}
        autoFocus
        size="large"
        value={value}
        placeholder={props.placeholder}
        aria-label={props.placeholder}
        onChange={(event) => setValue(event.target.value)}
        onPressEnter={() => void submit()}
        onBlur={() => {
          // Scanners type into whatever has the focus: take it back unless a dialog took it.
          setTimeout(() => {
            if (document.activeElement === document.body) ref.current?.focus();
          }, 0);
        }}
        data-testid={props.testId}
        disabled={props.busy}
      />
      <List
        size="small"
        dataSource={props.lines}
        renderItem={(line) => (
          <List.Item key={line.key}>
            <Typography.Text code>{line.text}</Typography.Text>
            <Tag color={TONE_TAG[line.tone]}>{line.label}</Tag>
          </List.Item>
        )}
      />
    </>
  );
}
