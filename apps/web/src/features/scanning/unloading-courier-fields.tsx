import { type DivisionRef, unloadingDestinationSearch, unloadingPartnerOptions } from '@console/domain';
import { AutoComplete, Select } from 'antd';
import { type ReactElement, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { fetchMovementPlans, searchScanDivisions } from './scanning-api.ts';

const S = 'admin.pages.scanning';

/**
 * The unloading courier's destinations (registers §5 "Unloading courier"): a scanned parcel number
 * asks the movement plan where that parcel goes from here and offers that division; other text of
 * 2 characters or more searches the NPAX divisions. A late answer to older text is dropped.
 */
export function UnloadingDestinationSelect(props: {
  value?: string[];
  onChange?: (value: string[]) => void;
  /** The division the scan is made in (the movement plan's `divisionId`); the user's when absent. */
  divisionId?: string | null;
  id?: string;
}): ReactElement {
  const { t } = useTranslation();
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const [hint, setHint] = useState<string | null>(null);
  const [text, setText] = useState('');
  const known = useRef(new Map<string, string>());
  const latest = useRef(0);

  const search = async (typed: string) => {
    const asked = unloadingDestinationSearch(typed);
    const call = ++latest.current;
    setHint(null);
    if (!asked) return setOptions([]);
    try {
      let found: { value: string; label: string }[];
      if (asked.kind === 'movementPlan') {
        const plans = await fetchMovementPlans([asked.parcelNumber], props.divisionId ?? undefined);
        const divisions = plans
          .map((plan) => plan.nextDivision ?? plan.destinationDivision)
          .filter((division): division is DivisionRef => division !== null);
        found = divisions.map((division) => ({
          value: division.id,
          label: `${division.name} · ${asked.parcelNumber}`,
        }));
        if (call === latest.current && found.length === 0) setHint(t(`${S}.movement_plan_none`));
      } else {
        found = (await searchScanDivisions(asked.text)).map((division) => ({
          value: division.id,
          label: division.name,
        }));
      }
      if (call !== latest.current) return;
      for (const option of found) known.current.set(option.value, option.label.split(' · ')[0] ?? '');
      setOptions(found);
    } catch {
      if (call === latest.current) setOptions([]);
    }
  };

  const chosen = (props.value ?? [])
    .filter((id) => !options.some((option) => option.value === id))
    .map((id) => ({ value: id, label: known.current.get(id) ?? id }));
  return (
    <Select
      id={props.id}
      mode="multiple"
      showSearch={{
        filterOption: false,
        searchValue: text,
        onSearch: (typed) => {
          setText(typed);
          void search(typed);
        },
      }}
      value={props.value ?? []}
      onChange={(value: string[]) => props.onChange?.(value)}
      options={[...chosen, ...options]}
      notFoundContent={hint}
      placeholder={t(`${S}.destination_placeholder`)}
      aria-label={t(`${S}.fields.destinationDivisions`)}
      data-testid="unloading-destinations"
    />
  );
}

/** The unloading courier's partner (registers §5: searched from 2 characters). */
export function UnloadingPartnerInput(props: {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}): ReactElement {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const [typed, setTyped] = useState('');
  const options = unloadingPartnerOptions(typed, user?.countryProfile.countryCode).map((partner) => ({
    value: partner,
    label: partner,
  }));
  return (
    <AutoComplete
      id={props.id}
      value={props.value}
      options={options}
      onSearch={setTyped}
      onChange={(value: string) => props.onChange?.(value)}
      aria-label={t(`${S}.fields.deliveryPartner`)}
      data-testid="unloading-partner"
    />
  );
}
