import { PROBLEM_PARCEL_TYPES, type ProblemParcel, type ProblemParcelType } from '@console/domain';
import { App, Form, Input, Modal, Select } from 'antd';
import { type ReactElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addError } from '../../api/error-list.ts';
import { createProblemParcel } from './scanning-api.ts';

export interface ProblemParcelDraft {
  type: ProblemParcelType;
  parcelNumbers: string[];
  scanRegistryId?: string | null;
}

interface FormValues {
  type: ProblemParcelType;
  parcelNumbers: string;
  note?: string;
}

const P = 'admin.pages.problem_parcel';

/**
 * Registers a problem parcel (registers §4): from a scan (damaged, unknown cargo) or from the
 * workplace ("Report damaged container", platform §6). One number a line.
 */
export function ProblemParcelDialog(props: {
  draft: ProblemParcelDraft | null;
  title?: string;
  onClose: () => void;
  onCreated?: (parcel: ProblemParcel) => void;
}): ReactElement {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const { draft } = props;

  useEffect(() => {
    if (draft)
      form.setFieldsValue({ type: draft.type, parcelNumbers: draft.parcelNumbers.join('\n'), note: '' });
  }, [draft, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const created = await createProblemParcel({
        type: values.type,
        parcelNumbers: values.parcelNumbers
          .split(/[\n,;]+/)
          .map((line) => line.trim())
          .filter(Boolean),
        scanRegistryId: draft?.scanRegistryId ?? null,
        note: values.note?.trim() || null,
      });
      message.success(t(`${P}.created`, { number: created.number }));
      props.onCreated?.(created);
      props.onClose();
    } catch (error) {
      addError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={draft !== null}
      title={props.title ?? t(`${P}.new`)}
      okText={t('admin.pages.hubs.report')}
      cancelText={t('admin.pages.scanning.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={props.onClose}
      destroyOnHidden
      width={480}
    >
      <Form form={form} layout="vertical" onFinish={submit} data-testid="problem-parcel-form">
        <Form.Item name="type" label={t(`${P}.fields.type`)} rules={[{ required: true }]}>
          <Select
            options={PROBLEM_PARCEL_TYPES.map((type) => ({ value: type, label: t(`${P}.types.${type}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="parcelNumbers"
          label={t('admin.pages.hubs.container_numbers')}
          rules={[{ required: true, message: t('admin.pages.scanning.required') }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item name="note" label={t('admin.pages.hubs.what_happened')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
