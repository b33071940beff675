import { HistoryOutlined, ReloadOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import type { RegisterDefinition } from '@console/domain';
import { Alert, App, Button, Card, Col, Empty, Form, Row, Tabs, Tag } from 'antd';
import dayjs from 'dayjs';
import { type ReactElement, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { addError } from '../../../api/error-list.ts';
import { ValidationMessages } from '../../../api/validation-messages.ts';
import { useUnsavedChangesGuard } from '../../workspace-tabs/unsaved-changes.ts';
import { replacingTab } from '../../workspace-tabs/use-sync-tab-with-route.ts';
import { DATE_TIME_FORMAT } from '../list/cell-format.ts';
import { type RegisterRecord, recordKey, useSaveRegisterRecord } from '../register-api.ts';
import { recordTitle, registerTitle, tabLabel } from '../register-labels.ts';
import { editorPath } from '../register-lookup.ts';
import { customTab } from './custom-tabs.tsx';
import { EditorField, WIDE_INPUTS } from './editor-field.tsx';
import {
  bodySchema,
  type EditorMode,
  type FormValues,
  initialValues,
  isFieldEditable,
  savePayload,
  schemaShape,
  valuesChanged,
  visibleFields,
} from './editor-values.ts';
import { HistoryDrawer } from './history-drawer.tsx';
import { fieldErrors, type SaveFailure, saveFailureOf } from './save-failure.ts';
import {
  readTranslations,
  type TranslationRows,
  translationsBody,
  translationsChanged,
} from './translations.ts';
import { TranslationsTab } from './translations-tab.tsx';

const TRANSLATIONS_TAB = 'translations';

/**
 * One form for create and edit of every register (STYLE.md "one form component shared by
 * create and edit"): tabs from the definition, Save only when something differs from the
 * original (registers §2.1).
 */
export function RegisterForm(props: {
  register: RegisterDefinition;
  record: RegisterRecord | null;
  canWrite: boolean;
  tabKey: string | null;
  onReload(): void;
}): ReactElement {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { register, canWrite } = props;
  const mode: EditorMode = props.record ? 'edit' : 'create';
  const [original, setOriginal] = useState<RegisterRecord | null>(props.record);
  const startValues = useMemo(() => initialValues(register, original), [register, original]);
  const startTranslations = useMemo(() => readTranslations(original), [original]);
  const [form] = Form.useForm<FormValues>();
  const watched = Form.useWatch([], { form, preserve: true }) as FormValues | undefined;
  const [translations, setTranslations] = useState<TranslationRows>(startTranslations);
  const [translationErrors, setTranslationErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const save = useSaveRegisterRecord(register);

  const translatedFields = register.translatedFields ?? [];
  const dataChanged = valuesChanged(register, watched ?? startValues, startValues);
  const textsChanged =
    translatedFields.length > 0 && translationsChanged(translations, startTranslations, translatedFields);
  const dirty = canWrite && (dataChanged || textsChanged);
  useUnsavedChangesGuard(props.tabKey ?? `${register.key}.editor`, dirty);

  const shape = schemaShape(bodySchema(register, mode));
  const key = original ? recordKey(register, original) : undefined;

  const onFinish = async () => {
    setFailure(null);
    setTranslationErrors({});
    const values = form.getFieldsValue(true) as FormValues;
    const body = savePayload(register, mode, values, startValues);
    if (
      translatedFields.length > 0 &&
      (mode === 'create'
        ? Object.keys(translationsBody(translations, translatedFields)).length > 0
        : textsChanged)
    ) {
      body.translations = translationsBody(translations, translatedFields);
    }
    try {
      const saved = await save.mutateAsync({ id: mode === 'edit' ? (key ?? null) : null, body });
      void message.success(t(mode === 'create' ? 'registers.editor.created' : 'registers.editor.saved'));
      const savedKey = recordKey(register, saved);
      if (mode === 'create' && savedKey !== undefined) {
        // The new record's tab becomes the saved record's tab.
        void navigate(editorPath(register, savedKey), { replace: true, state: replacingTab(props.tabKey) });
        return;
      }
      setOriginal(saved);
      const next = initialValues(register, saved);
      form.resetFields();
      form.setFieldsValue(next);
      setTranslations(readTranslations(saved));
    } catch (error) {
      const refused = saveFailureOf(error);
      if (!refused) {
        addError(error);
        return;
      }
      setFailure(refused);
      if (refused.kind === 'validation') {
        const { fields, translations: texts } = fieldErrors(t, register, refused.error);
        form.setFields(fields);
        setTranslationErrors(texts);
      }
    }
  };

  const discard = () => {
    form.resetFields();
    form.setFieldsValue(startValues);
    setTranslations(startTranslations);
    setTranslationErrors({});
    setFailure(null);
  };

  const fields = visibleFields(register, mode);
  const tabs = register.tabs.map((tab) => {
    const tabFields = fields.filter((field) => field.tab === tab);
    let children: ReactElement;
    const Custom = customTab(register, tab);
    if (Custom) {
      children = <Custom register={register} record={original} canWrite={canWrite} />;
    } else if (tab === TRANSLATIONS_TAB && translatedFields.length > 0) {
      children = (
        <TranslationsTab
          rows={translations}
          translatedFields={translatedFields}
          disabled={!canWrite}
          errors={translationErrors}
          onChange={setTranslations}
        />
      );
    } else if (tabFields.length === 0) {
      children = <Empty description={t('registers.editor.tab_elsewhere')} />;
    } else {
      children = (
        <Row gutter={[16, 0]}>
          {tabFields.map((field) => (
            <Col
              key={field.name}
              xs={24}
              md={WIDE_INPUTS.has(field.input) ? 24 : 12}
              xl={WIDE_INPUTS.has(field.input) ? 24 : 8}
            >
              <EditorField
                register={register}
                field={field}
                editable={isFieldEditable(field, mode, canWrite)}
                schema={shape?.[field.name]}
                record={original}
              />
            </Col>
          ))}
        </Row>
      );
    }
    const failed =
      failure?.kind === 'validation' &&
      Object.keys(failure.error.errors ?? {}).some((path) => {
        const name = path.replace(/^body[._]/, '').split('.')[0];
        return name === tab || tabFields.some((field) => field.name === name);
      });
    return {
      key: tab,
      label: failed ? (
        <span className="register-tab-failed">{tabLabel(t, register, tab)} •</span>
      ) : (
        tabLabel(t, register, tab)
      ),
      children,
      forceRender: true,
    };
  });

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={startValues}
      onFinish={() => void onFinish()}
      className="register-editor"
    >
      <Card
        title={
          <span>
            {registerTitle(t, register)}
            {original ? ` · ${recordTitle(register, original)}` : ` · ${t('registers.editor.new')}`}
            {original?.deletedAt && (
              <Tag color="red" style={{ marginInlineStart: 8 }}>
                {t('registers.deletion.marked_at', {
                  at: dayjs(original.deletedAt).format(DATE_TIME_FORMAT),
                })}
              </Tag>
            )}
          </span>
        }
        extra={
          key !== undefined && (
            <Button icon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)}>
              {t('registers.history.open')}
            </Button>
          )
        }
      >
        {!canWrite && (
          <Alert type="info" showIcon title={t('registers.editor.read_only')} style={{ marginBottom: 16 }} />
        )}
        {failure && (
          <FailureAlert
            failure={failure}
            // Reload reads the stored record: there is none before the first save.
            onReload={mode === 'edit' ? props.onReload : undefined}
            onClose={() => setFailure(null)}
          />
        )}
        <Tabs items={tabs} />
      </Card>
      {canWrite && (
        <div className="register-editor-actions">
          <Button icon={<UndoOutlined />} onClick={discard} disabled={!dirty || save.isPending}>
            {t('registers.editor.discard')}
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            disabled={!dirty}
            loading={save.isPending}
          >
            {t('registers.editor.save')}
          </Button>
        </div>
      )}
      {key !== undefined && (
        <HistoryDrawer
          register={register}
          id={key}
          open={historyOpen}
          onClose={() => setHistoryOpen(false)}
        />
      )}
    </Form>
  );
}

function FailureAlert(props: {
  failure: SaveFailure;
  onReload: (() => void) | undefined;
  onClose(): void;
}): ReactElement {
  const { t } = useTranslation();
  const { failure } = props;
  const common = {
    type: 'error' as const,
    showIcon: true,
    style: { marginBottom: 16 },
    closable: { onClose: props.onClose },
  };
  if (failure.kind === 'validation') {
    return (
      <Alert
        {...common}
        title={t('registers.editor.not_saved')}
        description={<ValidationMessages error={failure.error} />}
      />
    );
  }
  if (failure.kind === 'conflict') {
    return (
      <Alert
        {...common}
        title={t('registers.editor.conflict_title')}
        description={t('registers.editor.conflict')}
        action={
          props.onReload && (
            <Button size="small" icon={<ReloadOutlined />} onClick={props.onReload}>
              {t('registers.editor.reload')}
            </Button>
          )
        }
      />
    );
  }
  return (
    <Alert {...common} title={t('access.resource_forbidden')} description={t('registers.editor.forbidden')} />
  );
}
