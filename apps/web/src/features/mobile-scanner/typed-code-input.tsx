import { Button, Flex, Input } from 'antd';
import { type ReactElement, useState } from 'react';

/** The typed fallback of a camera scan: large, at thumb height, Enter or the button sends it. */
export function TypedCodeInput(props: {
  placeholder: string;
  button: string;
  busy: boolean;
  onSubmit(code: string): void;
  testId: string;
}): ReactElement {
  const [value, setValue] = useState('');
  const submit = () => {
    const code = value.trim();
    if (!code) return;
    setValue('');
    props.onSubmit(code);
  };
  return (
    <Flex gap={8}>
      <Input
        size="large"
        value={value}
        placeholder={props.placeholder}
        aria-label={props.placeholder}
        autoCapitalize="characters"
        autoComplete="off"
        onChange={(event) => setValue(event.target.value)}
        onPressEnter={submit}
        data-testid={props.testId}
      />
      <Button size="large" type="primary" loading={props.busy} onClick={submit}>
        {props.button}
      </Button>
    </Flex>
  );
}
