import { AUTOCOMPLETE_DEBOUNCE_MS, type UserCityDistrict } from '@console/domain';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../api/client.ts';
import { useDebouncedValue } from '../registers/reference/use-debounced-value.ts';

/** `GET users/city-districts?name=`: districts of the user's country whose name holds the text. */
export async function searchUserCityDistricts(name: string): Promise<UserCityDistrict[]> {
  const { data } = await apiClient.get<{ items: UserCityDistrict[] }>('users/city-districts', {
    params: name ? { name } : {},
  });
  return data.items;
}

/**
 * City districts (geozones) of the user's country, found by name (registers §7 "Other: user city
 * districts look-up by name"); without text the first districts of the country are offered.
 */
export function CityDistrictsSelect(props: {
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}): ReactElement {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const name = useDebouncedValue(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: ['users', 'city-districts', name],
    queryFn: () => searchUserCityDistricts(name),
    staleTime: 60_000,
  });
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(new Map());
  const options = (found.data ?? []).map((district) => ({ value: district.id, label: district.name }));
  const chosen = (props.value ?? [])
    .filter((id) => !options.some((option) => option.value === id))
    .map((id) => ({ value: id, label: known.get(id) ?? id }));
  return (
    <Select
      id={props.id}
      mode="multiple"
      disabled={props.disabled}
      aria-label={props['aria-label']}
      value={props.value ?? []}
      options={[...chosen, ...options]}
      loading={found.isFetching}
      notFoundContent={found.isFetching ? null : t('admin.pages.settings.city_districts.none')}
      showSearch={{ filterOption: false, searchValue: text, onSearch: setText }}
      onChange={(value: string[]) => {
        const labels = new Map(known);
        for (const option of options) labels.set(option.value, option.label);
        setKnown(labels);
        props.onChange?.(value);
      }}
    />
  );
}
