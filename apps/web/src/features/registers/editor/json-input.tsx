import type { FormRule } from 'antd';
import { Input } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactElement, useState } from 'react';

/** What a JSON field holds while its text does not parse; the form refuses to save it. */
export class InvalidJson {
  constructor(readonly text: string) {}
}

function show(value: unknown): string {
  if (value instanceof InvalidJson) return value.text;
  if (value === undefined || value === null) return '';
  return JSON.stringify(value, null, 2);
}

/** Structured values (limits, schedules, rows) edited as JSON text. */
export function JsonInput(props: {
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}): ReactElement {
  const [text, setText] = useState(() => show(props.value));
  const [shown, setShown] = useState(props.value);
  // A value set from outside (reset, saved record) replaces the text being edited.
  if (props.value !== shown && !(props.value instanceof InvalidJson)) {
    setShown(props.value);
    setText(show(props.value));
  }
  return (
    <Input.TextArea
      id={props.id}
      aria-label={props['aria-label']}
      className="register-json"
      disabled={props.disabled}
      autoSize={{ minRows: 4, maxRows: 24 }}
      spellCheck={false}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        let value: unknown;
        try {
          value = next.trim() === '' ? null : JSON.parse(next);
        } catch {
          value = new InvalidJson(next);
        }
        setShown(value);
        props.onChange?.(value);
      }}
    />
  );
}

export function jsonRule(t: TFunction, attribute: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value instanceof InvalidJson) throw new Error(t('registers.editor.invalid_json', { attribute }));
    },
  };
}
