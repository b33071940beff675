import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** Languages offered first; any other ISO 639-1 code can be typed. */
const LANGUAGES = ['en', 'pl', 'uk', 'de', 'cs', 'sk', 'lt', 'lv', 'et', 'ro', 'hu'];

/**
 * A message of a template: one text per language (registers §5 "at least one entry"). English is
 * the fallback when the client's language has no text.
 */
export function MessageEntriesField(props: { name: NamePath; label: string; rows?: number }): ReactElement {
  const { t } = useTranslation();
  const path = ([] as (string | number)[]).concat(props.name as string | number | (string | number)[]);
  return (
    <Form.Item label={props.label} required>
      <Form.List name={path}>
        {(fields, { add, remove }, { errors }) => (
          <div className="template-entries">
            {fields.map((field) => (
              <Space.Compact key={field.key} block className="template-entry">
                <Form.Item
                  name={[field.name, 'language']}
                  noStyle
                  normalize={(value: string) => value?.toLowerCase()}
                >
                  <Select
                    showSearch
                    aria-label={t('admin.pages.templates.language')}
                    style={{ width: 80 }}
                    options={LANGUAGES.map((code) => ({ value: code, label: code }))}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'text']} noStyle>
                  <Input.TextArea
                    aria-label={`${props.label} (${t('admin.pages.templates.text')})`}
                    autoSize={{ minRows: props.rows ?? 1, maxRows: 6 }}
                    maxLength={1000}
                  />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('admin.pages.templates.remove')}
                  title={t('admin.pages.templates.remove')}
                  onClick={() => remove(field.name)}
                  disabled={fields.length <= 1}
                />
              </Space.Compact>
            ))}
            <Form.ErrorList errors={errors} />
            <Button
              type="dashed"
              size="small"
              icon={<PlusOutlined />}
              onClick={() => {
                const used = new Set(fields.map((_, index) => index));
                add({ language: LANGUAGES[used.size] ?? '', text: '' });
              }}
            >
              {t('admin.pages.templates.add_language')}
            </Button>
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}
