import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type Branch,
  type Bud,
  CONDITION_OPERATOR_SYMBOLS,
  type ConditionProperty,
  conditionPropertyByName,
  findCountryProfile,
  ORDERED_CONDITION_OPERATORS,
  operatorsOf,
} from '@console/domain';
import { Button, Card, Checkbox, Flex, Input, Segmented, Select } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ck, propertyLabel } from './condition-words.ts';

/** A listed value as the list shows it: a country with its name (`DE · Germany`). */
function optionLabel(property: ConditionProperty | undefined, value: string): string {
  if (!property?.name.endsWith('CountryCode')) return value;
  const country = findCountryProfile(value);
  return country ? `${value} · ${country.countryName}` : value;
}

export function emptyBud(): Bud {
  return { property: 'actualWeight', operator: 'Greater', values: [], propValue: null };
}
export function emptyTree(): Branch {
  return { operator: 'AND', buds: [emptyBud()], branches: [] };
}

function BudEditor(props: {
  bud: Bud;
  properties: readonly ConditionProperty[];
  path: string;
  disabled: boolean;
  onChange(bud: Bud): void;
  onRemove(): void;
}): ReactElement {
  const { t } = useTranslation();
  const { bud, properties, path, disabled } = props;
  const property = conditionPropertyByName.get(bud.property);
  const ordered = ORDERED_CONDITION_OPERATORS.has(bud.operator);
  const propertyOptions = properties.map((candidate) => ({
    value: candidate.name,
    label: propertyLabel(t, candidate),
  }));
  const comparesProperty = Boolean(bud.propValue);
  return (
    <Flex gap={8} wrap="wrap" align="center" className="condition-bud" data-testid={`bud-${path}`}>
      <Select
        aria-label={t(ck('tree.property'))}
        className="condition-bud-property"
        showSearch={{ optionFilterProp: 'label' }}
        value={bud.property}
        options={propertyOptions}
        disabled={disabled}
        onChange={(name: string) => {
          // A country offers no `<`: an operator the new property does not take falls back to Equal.
          const allowed = operatorsOf(conditionPropertyByName.get(name));
          const operator = allowed.includes(bud.operator) ? bud.operator : 'Equal';
          props.onChange({ ...bud, property: name, operator, values: [], propValue: null });
        }}
      />
      <Select
        aria-label={t(ck('tree.operator'))}
        className="condition-bud-operator"
        value={bud.operator}
        disabled={disabled}
        options={operatorsOf(property).map((name) => ({
          value: name,
          label: CONDITION_OPERATOR_SYMBOLS[name],
        }))}
        onChange={(operator: Bud['operator']) =>
          props.onChange({
            ...bud,
            operator,
            values: ORDERED_CONDITION_OPERATORS.has(operator) ? bud.values.slice(0, 1) : bud.values,
          })
        }
      />
      {comparesProperty ? (
        <Select
          aria-label={t(ck('tree.prop_value'))}
          className="condition-bud-values"
          value={bud.propValue ?? undefined}
          options={propertyOptions.filter((option) => option.value !== bud.property)}
          disabled={disabled}
          onChange={(name: string) => props.onChange({ ...bud, propValue: name, values: [] })}
        />
      ) : ordered ? (
        <Input
          aria-label={t(ck('tree.values'))}
          className="condition-bud-values"
          inputMode="decimal"
          value={bud.values[0] ?? ''}
          disabled={disabled}
          suffix={
            property?.unit && property.unit !== 'money' && property.unit !== 'pcs' ? property.unit : undefined
          }
          onChange={(event) => {
            const value = event.target.value.replace(',', '.').trim();
            props.onChange({ ...bud, values: value ? [value] : [] });
          }}
        />
      ) : (
        <Select
          aria-label={t(ck('tree.values'))}
          className="condition-bud-values"
          // A property with a list takes only its values ("Germ" is no country); others any text.
          mode={property?.options ? 'multiple' : 'tags'}
          showSearch={{ optionFilterProp: 'label' }}
          value={bud.values}
          disabled={disabled}
          tokenSeparators={property?.options ? undefined : [',', ' ']}
          options={(property?.options ?? []).map((value) => ({ value, label: optionLabel(property, value) }))}
          onChange={(values: string[]) => props.onChange({ ...bud, values })}
        />
      )}
      <Checkbox
        checked={comparesProperty}
        disabled={disabled}
        onChange={(event) =>
          props.onChange({
            ...bud,
            values: [],
            propValue: event.target.checked
              ? (properties.find(
                  (candidate) => candidate.name !== bud.property && candidate.kind === property?.kind,
                )?.name ?? null)
              : null,
          })
        }
      >
        {t(ck('tree.compare_with_property'))}
      </Checkbox>
      {!disabled && (
        <Button aria-label={t(ck('tree.remove'))} icon={<DeleteOutlined />} onClick={props.onRemove} />
      )}
    </Flex>
  );
}

/** One branch: AND / OR over its rules and nested groups, each editable in place. */
export function ConditionTreeEditor(props: {
  value: Branch;
  properties: readonly ConditionProperty[];
  disabled?: boolean;
  onChange(tree: Branch): void;
  onRemove?: () => void;
  path?: string;
}): ReactElement {
  const { t } = useTranslation();
  const { value, properties, onChange } = props;
  const disabled = props.disabled ?? false;
  const path = props.path ?? 'root';
  const setBud = (index: number, bud: Bud) =>
    onChange({ ...value, buds: value.buds.map((current, at) => (at === index ? bud : current)) });
  const setBranch = (index: number, branch: Branch) =>
    onChange({ ...value, branches: value.branches.map((current, at) => (at === index ? branch : current)) });
  return (
    <Card
      size="small"
      className="condition-branch"
      data-testid={`branch-${path}`}
      title={
        <Segmented
          value={value.operator}
          disabled={disabled}
          options={[
            { value: 'AND', label: t(ck('tree.match_all')) },
            { value: 'OR', label: t(ck('tree.match_any')) },
          ]}
          onChange={(operator) => onChange({ ...value, operator: operator as Branch['operator'] })}
        />
      }
      extra={
        props.onRemove && !disabled ? (
          <Button
            size="small"
            aria-label={t(ck('tree.remove'))}
            icon={<DeleteOutlined />}
            onClick={props.onRemove}
          />
        ) : undefined
      }
    >
      <Flex vertical gap={8}>
        {value.buds.map((bud, index) => (
          <BudEditor
            // biome-ignore lint/suspicious/noArrayIndexKey: rules have no identity of their own; the position is it.
            key={index}
            bud={bud}
            path={`${path}-${index}`}
            properties={properties}
            disabled={disabled}
            onChange={(next) => setBud(index, next)}
            onRemove={() => onChange({ ...value, buds: value.buds.filter((_, at) => at !== index) })}
          />
        ))}
        {value.branches.map((branch, index) => (
          <ConditionTreeEditor
            // biome-ignore lint/suspicious/noArrayIndexKey: groups have no identity of their own; the position is it.
            key={index}
            path={`${path}.${index}`}
            value={branch}
            properties={properties}
            disabled={disabled}
            onChange={(next) => setBranch(index, next)}
            onRemove={() => onChange({ ...value, branches: value.branches.filter((_, at) => at !== index) })}
          />
        ))}
        {!disabled && (
          <Flex gap={8} wrap="wrap">
            <Button
              icon={<PlusOutlined />}
              onClick={() => onChange({ ...value, buds: [...value.buds, emptyBud()] })}
            >
              {t(ck('tree.add_bud'))}
            </Button>
            <Button
              icon={<PlusOutlined />}
              onClick={() =>
                onChange({
                  ...value,
                  branches: [
                    ...value.branches,
                    { operator: value.operator === 'AND' ? 'OR' : 'AND', buds: [emptyBud()], branches: [] },
                  ],
                })
              }
            >
              {t(ck('tree.add_branch'))}
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
