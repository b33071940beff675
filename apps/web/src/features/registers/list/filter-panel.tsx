import { DownOutlined, FilterOutlined, SearchOutlined, UndoOutlined, UpOutlined } from '@ant-design/icons';
import type { RegisterDefinition } from '@console/domain';
import { Alert, Badge, Button, Card, Col, Flex, Form, Grid, Row } from 'antd';
import { type ReactElement, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { zodIssueMessage } from '../../../forms/zod-rule.ts';
import { filterLabel } from '../register-labels.ts';
import { ActiveFilterTags } from './active-filter-tags.tsx';
import { FilterField } from './filter-input.tsx';
import { checkFilters, cleanFilterValues, DELETION_ALL, type FilterValues } from './list-state.ts';

/** Form values of the panel: what the filters hold, the deletion filter showing 'all' when absent. */
function formValues(register: RegisterDefinition, filters: FilterValues): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const filter of register.filters) {
    const value = filters[filter.name];
    if (filter.input === 'deletion') values[filter.name] = value ?? DELETION_ALL;
    else if (filter.input === 'boolean') values[filter.name] = value ?? '';
    else values[filter.name] = value;
  }
  return values;
}

/**
 * The filter panel built from the register's filters. Values are checked with the
 * register's filter schema before they reach the URL (and so the API): a refused value
 * shows its translated message at the input and is not sent (registers §5).
 * The inputs are folded away until asked for, so the rows are on the first screen; the
 * filters in force show as tags, and closing a tag clears its filter.
 */
export function FilterPanel(props: {
  register: RegisterDefinition;
  filters: FilterValues;
  /** Rules the URL's own filters broke (a link or an edited address). */
  issues: Readonly<Record<string, z.core.$ZodIssue>>;
  onApply(filters: FilterValues): void;
  /** Back to the register's default filters. */
  onReset(): void;
}): ReactElement {
  const { t } = useTranslation();
  const { register, filters, issues, onApply, onReset } = props;
  const [form] = Form.useForm();
  const filtersKey = JSON.stringify(filters);
  const refusedCount = Object.keys(issues).length;
  // A refused filter from the URL opens the panel, so its message is seen.
  const [open, setOpen] = useState(refusedCount > 0);
  useEffect(() => {
    if (refusedCount > 0) setOpen(true);
  }, [refusedCount]);
  const formId = useId();
  const wide = Grid.useBreakpoint().md ?? true;

  const messageOf = (name: string, issue: z.core.$ZodIssue) => {
    const filter = register.filters.find((candidate) => candidate.name === name);
    return zodIssueMessage(t, issue, filter ? filterLabel(t, register, filter) : name);
  };

  // The URL is the truth: when it changes (a link, back, reset), the panel follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: filtersKey stands for filters
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(formValues(register, filters));
    form.setFields(
      Object.entries(issues)
        .filter(([name]) => register.filters.some((filter) => filter.name === name))
        .map(([name, issue]) => ({ name, errors: [messageOf(name, issue)] })),
    );
  }, [filtersKey, issues, register, form]);

  const apply = (values: Record<string, unknown>) => {
    const cleaned = cleanFilterValues(register, normaliseSpecialValues(register, values));
    const check = checkFilters(register, cleaned);
    const refused = Object.entries(check.issues);
    if (refused.length > 0) {
      form.setFields(
        refused
          .filter(([name]) => name !== '_')
          .map(([name, issue]) => ({ name, errors: [messageOf(name, issue)] })),
      );
      return;
    }
    onApply(cleaned);
    // On a phone the rows are what the filters were for.
    if (!wide) setOpen(false);
  };

  const remove = (name: string) => {
    const { [name]: _removed, ...rest } = filters;
    onApply(rest);
  };

  const generalIssue = issues._;
  const refused = new Set(Object.keys(issues));
  // The badge counts the filters the rows are filtered by, not the refused ones.
  const activeCount = register.filters.filter(
    (filter) => filters[filter.name] !== undefined && !refused.has(filter.name),
  ).length;
  return (
    <Card size="small" className="register-filters">
      <Flex gap={8} align="center" wrap className="register-filters-bar">
        <Button
          icon={<FilterOutlined />}
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen(!open)}
        >
          {open ? t('registers.filters_panel.hide') : t('registers.filters_panel.show')}
          <Badge count={activeCount} size="small" color="#5b6577" />
          {open ? <UpOutlined /> : <DownOutlined />}
        </Button>
        <ActiveFilterTags register={register} filters={filters} refused={refused} onRemove={remove} />
      </Flex>
      <div id={formId} hidden={!open} className="register-filters-form">
        {generalIssue && (
          <Alert type="warning" showIcon title={messageOf('_', generalIssue)} style={{ marginBottom: 12 }} />
        )}
        <Form form={form} layout="vertical" onFinish={apply} aria-label={t('registers.filters_panel.title')}>
          <Row gutter={[16, 0]}>
            {register.filters
              .filter((filter) => filter.panel !== false)
              .map((filter) => (
                <Col key={filter.name} xs={24} sm={12} lg={8} xxl={6}>
                  <FilterField register={register} filter={filter} />
                </Col>
              ))}
          </Row>
          <Flex gap={8} justify="flex-end">
            <Button
              icon={<UndoOutlined />}
              onClick={() => {
                form.resetFields();
                onReset();
              }}
            >
              {t('registers.filters_panel.reset')}
            </Button>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {t('registers.filters_panel.apply')}
            </Button>
          </Flex>
        </Form>
      </div>
    </Card>
  );
}

/** 'all' of the deletion filter means no filter; the boolean filters' 'any' is the empty text. */
function normaliseSpecialValues(register: RegisterDefinition, values: Record<string, unknown>) {
  const copy = { ...values };
  for (const filter of register.filters) {
    if (filter.input === 'deletion' && copy[filter.name] === DELETION_ALL) delete copy[filter.name];
  }
  return copy;
}
