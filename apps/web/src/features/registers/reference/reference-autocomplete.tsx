import { AUTOCOMPLETE_MIN_CHARS } from '@console/domain';
import { Flex, Select, Spin, Typography } from 'antd';
import { type CSSProperties, type ReactElement, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../register-api.ts';
import { registerByKey } from '../register-lookup.ts';
import {
  type SearchStatus,
  type Suggestion,
  useReferenceLabels,
  useReferenceSearch,
} from './use-reference-search.ts';

interface CommonProps {
  /** The register the value points to (`countries`, `settlements`); its search source answers. */
  register: string;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
  /** Filters sent with every search besides the source's presets (e.g. `countryCodes`). */
  params?: ListParams;
  /** Known labels of values (a row's `regionName`), so they need not be looked up. */
  knownLabels?: Readonly<Record<string, string>>;
  /**
   * The value is stored in upper case though the target keys it in lower case (a country's
   * `languageCode` `PL` for the language `pl`, platform §5).
   */
  storedCase?: 'upper';
  /**
   * Characters typed before searching, when fewer than the usual 3 suffice because `params`
   * narrow the rows already (a street's buildings).
   */
  minChars?: number;
  style?: CSSProperties;
}

export interface SingleReferenceProps extends CommonProps {
  multiple?: false;
  value?: string | null;
  onChange?: (value: string | null) => void;
}

export interface MultipleReferenceProps extends CommonProps {
  multiple: true;
  value?: string[] | null;
  onChange?: (value: string[]) => void;
}

export type ReferenceAutocompleteProps = SingleReferenceProps | MultipleReferenceProps;

/**
 * The input of every field or filter that points to another register (registers §7, §9):
 * suggestions from the target's search source, 300 ms after typing stops, from 3 characters
 * (or `minChars`), at most 10, with 'no results' and an error text. Arrow keys, Enter and Escape
 * work as in any select.
 */
export function ReferenceAutocomplete(props: ReferenceAutocompleteProps): ReactElement {
  const { t } = useTranslation();
  const target = registerByKey(props.register);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Record<string, string>>({});
  const minChars = props.minChars ?? AUTOCOMPLETE_MIN_CHARS;
  const { suggestions, status } = useReferenceSearch(target, text, props.params, minChars);

  const upper = props.storedCase === 'upper';
  const toStored = (value: string) => (upper ? value.toUpperCase() : value);
  const values = (
    props.multiple
      ? (props.value ?? [])
      : props.value === null || props.value === undefined || props.value === ''
        ? []
        : [props.value]
  ).map((value) => (upper ? value.toLowerCase() : value));
  const unknown = values.filter((value) => !(value in picked) && !props.knownLabels?.[value]);
  const looked = useReferenceLabels(target, unknown);
  const labelOf = (value: string) => picked[value] ?? props.knownLabels?.[value] ?? looked[value] ?? value;

  // The chosen values stay among the options so the select can show their labels.
  const listed = new Set(suggestions.map((suggestion) => suggestion.value));
  const options = [
    ...suggestions,
    ...values.filter((value) => !listed.has(value)).map((value) => ({ value, label: labelOf(value) })),
  ].map((option) => ({ value: option.value, label: option.label, title: option.label }));

  const remember = (chosen: string | string[] | null | undefined) => {
    const chosenValues = Array.isArray(chosen) ? chosen : chosen ? [chosen] : [];
    const labels: Record<string, string> = {};
    for (const suggestion of suggestions) {
      if (chosenValues.includes(suggestion.value)) labels[suggestion.value] = suggestion.label;
    }
    if (Object.keys(labels).length > 0) setPicked((current) => ({ ...current, ...labels }));
  };

  const common = {
    id: props.id,
    'aria-label': props['aria-label'],
    disabled: props.disabled,
    placeholder: props.placeholder ?? t('registers.autocomplete.placeholder', { count: minChars }),
    allowClear: true,
    // At most ten suggestions: a plain list, every one reachable by assistive technology.
    virtual: false,
    style: { width: '100%', ...props.style },
    options,
    showSearch: {
      filterOption: false,
      searchValue: text,
      onSearch: setText,
    },
    notFoundContent: <SearchStatusText status={status} minChars={minChars} />,
    popupRender: (menu: ReactNode) =>
      status === 'ready' ? menu : <SearchStatusText status={status} minChars={minChars} />,
  };

  if (props.multiple) {
    const { onChange } = props;
    return (
      <Select<string[]>
        {...common}
        mode="multiple"
        value={values}
        onChange={(next) => {
          remember(next);
          setText('');
          onChange?.((next ?? []).map(toStored));
        }}
      />
    );
  }
  const { onChange } = props;
  return (
    <Select<string | null>
      {...common}
      value={values[0] ?? null}
      onChange={(next) => {
        remember(next);
        setText('');
        onChange?.(next ? toStored(next) : null);
      }}
    />
  );
}

function SearchStatusText({
  status,
  minChars,
}: {
  status: SearchStatus;
  minChars: number;
}): ReactElement | null {
  const { t } = useTranslation();
  const text: Partial<Record<SearchStatus, ReactNode>> = {
    idle: t('registers.autocomplete.hint', { count: minChars }),
    short: t('registers.autocomplete.hint', { count: minChars }),
    loading: (
      <Flex align="center" gap={8}>
        <Spin size="small" /> {t('registers.autocomplete.loading')}
      </Flex>
    ),
    empty: t('registers.autocomplete.no_results'),
    error: <Typography.Text type="danger">{t('registers.autocomplete.error')}</Typography.Text>,
  };
  const content = text[status];
  if (!content) return null;
  return (
    <div className="reference-status" role="status">
      {content}
    </div>
  );
}

export type { Suggestion };
