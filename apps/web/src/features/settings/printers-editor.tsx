import { DeleteOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { PRINT_TYPES, printerSchema } from '@console/domain';
import { Button, Col, Empty, Form, Input, InputNumber, Row, Select, Switch, Tooltip } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../forms/zod-rule.ts';

/** The most printers one list holds (the settings schema's limit). */
export const MAX_PRINTERS = 20;

const NEW_PRINTER = { deviceUri: '', name: '', printType: 'A4', autoPrinting: false, copies: null } as const;

/** A list of printers (deviceUri, name, print type, automatic printing, copies 2–10). */
export function PrintersEditor({
  name,
  emptyText,
}: {
  name: 'printers' | 'mobilePrinters';
  emptyText: string;
}): ReactElement {
  const { t } = useTranslation();
  const label = {
    name: t('admin.pages.settings.printers.name'),
    deviceUri: t('admin.pages.settings.printers.device_uri'),
    printType: t('admin.pages.settings.printers.print_type'),
    copies: t('admin.pages.settings.printers.copies'),
    autoPrinting: t('admin.pages.settings.printers.auto_printing'),
  };
  const shape = printerSchema.shape;

  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <>
          {fields.length === 0 && (
            <Empty image={<PrinterOutlined className="printers-empty-icon" />} description={emptyText} />
          )}
          {fields.map((field, index) => (
            <div key={field.key} className="printer-row" data-testid={`${name}-${index}`}>
              <Row gutter={[12, 0]} align="top">
                <Col xs={24} md={12} xl={6}>
                  <Form.Item
                    name={[field.name, 'name']}
                    label={label.name}
                    rules={[zodRule(shape.name, t, label.name)]}
                  >
                    <Input placeholder={t('admin.pages.settings.printers.name_placeholder')} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12} xl={7}>
                  <Form.Item
                    name={[field.name, 'deviceUri']}
                    label={label.deviceUri}
                    rules={[zodRule(shape.deviceUri, t, label.deviceUri)]}
                  >
                    <Input placeholder="ipp://192.168.0.20/printers/counter-1" spellCheck={false} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={8} xl={4}>
                  <Form.Item
                    name={[field.name, 'printType']}
                    label={label.printType}
                    rules={[zodRule(shape.printType, t, label.printType)]}
                  >
                    <Select
                      options={PRINT_TYPES.map((type) => ({
                        value: type,
                        label: t(`admin.pages.settings.printers.print_types.${type}`),
                      }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6} xl={3}>
                  <Form.Item
                    name={[field.name, 'copies']}
                    label={label.copies}
                    tooltip={t('admin.pages.settings.printers.copies_hint')}
                    rules={[zodRule(shape.copies, t, label.copies, { emptyAs: null })]}
                  >
                    <InputNumber placeholder="1" precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={16} md={7} xl={3}>
                  <Form.Item
                    name={[field.name, 'autoPrinting']}
                    label={label.autoPrinting}
                    valuePropName="checked"
                  >
                    <Switch />
                  </Form.Item>
                </Col>
                <Col xs={8} md={3} xl={1} className="printer-remove">
                  <Tooltip title={t('admin.pages.settings.printers.remove')}>
                    <Button
                      danger
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={t('admin.pages.settings.printers.remove')}
                      onClick={() => remove(field.name)}
                    />
                  </Tooltip>
                </Col>
              </Row>
            </div>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add({ ...NEW_PRINTER })}
            disabled={fields.length >= MAX_PRINTERS}
            block
          >
            {t('admin.pages.settings.printers.add')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
