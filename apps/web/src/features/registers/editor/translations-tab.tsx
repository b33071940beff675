import { SEED_LANGUAGES } from '@console/domain';
import { Card, Col, Form, Input, Row, Segmented, Select, Table, Typography } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllLanguages } from '../../../i18n/languages.ts';
import {
  EDITOR_DEFAULT_LANGUAGE,
  effectiveShortName,
  type TranslationRow,
  type TranslationRows,
} from './translations.ts';

const EMPTY_ROW: TranslationRow = { name: '', shortName: '' };

/**
 * Per-language name and short name (registers §2.1): opens in English, a short name left
 * empty shows and saves as the name.
 */
export function TranslationsTab(props: {
  rows: TranslationRows;
  translatedFields: readonly string[];
  disabled: boolean;
  errors: Readonly<Record<string, string>>;
  onChange(rows: TranslationRows): void;
}): ReactElement {
  const { t } = useTranslation();
  const { data: languages } = useAllLanguages();
  const [language, setLanguage] = useState(EDITOR_DEFAULT_LANGUAGE);
  const withShortName = props.translatedFields.includes('shortName');
  // The shipped languages and those the record is translated into are one click away;
  // any other language of the register is chosen from the list.
  const codes = [
    ...new Set([EDITOR_DEFAULT_LANGUAGE, ...SEED_LANGUAGES, ...Object.keys(props.rows).sort(), language]),
  ];
  const otherLanguages = (languages ?? [])
    .filter((entry) => !codes.includes(entry.code))
    .map((entry) => ({
      value: entry.code,
      label: `${entry.code.toUpperCase()} · ${entry.native} (${entry.name})`,
    }));
  const nameOf = (code: string) => languages?.find((entry) => entry.code === code)?.native ?? code;
  const row = props.rows[language] ?? EMPTY_ROW;
  const update = (patch: Partial<TranslationRow>) =>
    props.onChange({ ...props.rows, [language]: { ...row, ...patch } });

  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('registers.translations_tab.edit_title')}>
          <Segmented
            aria-label={t('registers.translations_tab.language')}
            value={language}
            onChange={(value) => setLanguage(String(value))}
            options={codes.map((code) => ({ value: code, label: code.toUpperCase() }))}
          />
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            value={null}
            placeholder={t('registers.translations_tab.other_language')}
            aria-label={t('registers.translations_tab.other_language')}
            options={otherLanguages}
            onChange={(code: string | null) => code && setLanguage(code)}
            style={{ width: 220, marginInlineStart: 8 }}
          />
          <div style={{ height: 16 }} />
          <Form.Item
            label={t('registers.translations_tab.name', { language: nameOf(language) })}
            validateStatus={props.errors[`${language}.name`] ? 'error' : undefined}
            help={props.errors[`${language}.name`]}
            htmlFor="translation-name"
          >
            <Input
              id="translation-name"
              value={row.name}
              disabled={props.disabled}
              onChange={(event) => update({ name: event.target.value })}
            />
          </Form.Item>
          {withShortName && (
            <Form.Item
              label={t('registers.translations_tab.short_name', { language: nameOf(language) })}
              extra={t('registers.translations_tab.short_name_hint')}
              validateStatus={props.errors[`${language}.shortName`] ? 'error' : undefined}
              help={props.errors[`${language}.shortName`]}
              htmlFor="translation-short-name"
            >
              <Input
                id="translation-short-name"
                value={row.shortName}
                placeholder={row.name}
                disabled={props.disabled}
                onChange={(event) => update({ shortName: event.target.value })}
              />
            </Form.Item>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Table
          size="small"
          pagination={false}
          rowKey="code"
          aria-label={t('registers.translations_tab.overview')}
          onRow={(record) => ({ onClick: () => setLanguage(record.code) })}
          rowClassName={(record) => (record.code === language ? 'ant-table-row-selected' : '')}
          dataSource={codes.map((code) => ({ code, ...(props.rows[code] ?? EMPTY_ROW) }))}
          columns={[
            {
              key: 'code',
              dataIndex: 'code',
              title: t('registers.translations_tab.language'),
              render: (code: string) => `${code.toUpperCase()} · ${nameOf(code)}`,
            },
            { key: 'name', dataIndex: 'name', title: t('registers.translations_tab.name_column') },
            ...(withShortName
              ? [
                  {
                    key: 'shortName',
                    title: t('registers.translations_tab.short_name_column'),
                    render: (_: unknown, record: TranslationRow) =>
                      record.shortName.trim() ? (
                        record.shortName
                      ) : (
                        <Typography.Text type="secondary" italic>
                          {effectiveShortName(record)}
                        </Typography.Text>
                      ),
                  },
                ]
              : []),
          ]}
        />
      </Col>
    </Row>
  );
}
