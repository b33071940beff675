import { ExclamationCircleOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { can, type Shipment, shipmentClaimSchema } from '@console/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../api/client.ts';
import { addError } from '../../api/error-list.ts';
import { zodRule } from '../../forms/zod-rule.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { SellGoodsDialog } from '../money/sell-goods-dialog.tsx';
import { shipmentKeys } from './shipment-api.ts';

const T = 'admin.pages.shipments.form.counter';

/** `POST shipments/{id}/claims`: the client's complaint, kept in the shipment's journey. */
async function registerClaim(shipmentId: string, text: string): Promise<void> {
  await apiClient.post(`shipments/${encodeURIComponent(shipmentId)}/claims`, { text });
}

/**
 * The shipment screen's claim and goods sale (platform §6 "Shipment sell-goods and claim: branch
 * staff, service desk, administrator-god"): selling goods reuses the visit's sell-goods dialog bound
 * to the shipment; both land in the shipment's journey. A deleted shipment offers neither.
 */
export function ShipmentCounterActions({ shipment }: { shipment: Shipment }): ReactElement | null {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const [selling, setSelling] = useState(false);
  const [claiming, setClaiming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ text: string }>();
  const groups = { groups: user?.groups ?? [] };
  const maySell = can(groups, 'shipmentSellGoods') && can(groups, 'sellGoods');
  const mayClaim = can(groups, 'shipmentClaim');
  if (shipment.status === 'Deleted' || shipment.deletedAt || (!maySell && !mayClaim)) return null;
  const journeyChanged = () => queryClient.invalidateQueries({ queryKey: shipmentKeys.journey(shipment.id) });

  const claim = async ({ text }: { text: string }) => {
    setSaving(true);
    try {
      await registerClaim(shipment.id, text);
      setClaiming(false);
      void message.success(t(`${T}.claim_saved`));
      await journeyChanged();
    } catch (error) {
      addError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      {maySell && (
        <Button icon={<ShoppingCartOutlined />} onClick={() => setSelling(true)}>
          {t(`${T}.sell_goods`)}
        </Button>
      )}
      {mayClaim && (
        <Button icon={<ExclamationCircleOutlined />} onClick={() => setClaiming(true)}>
          {t(`${T}.claim`)}
        </Button>
      )}
      <SellGoodsDialog
        open={selling}
        shipmentId={shipment.id}
        onClose={() => setSelling(false)}
        onSaved={async (order) => {
          setSelling(false);
          void message.success(t(`${T}.goods_sold`, { number: order.number }));
          await journeyChanged();
        }}
      />
      <Modal
        open={claiming}
        title={t(`${T}.claim_title`, { number: shipment.number })}
        okText={t(`${T}.claim_submit`)}
        cancelText={t(`${T}.claim_cancel`)}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setClaiming(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(values) => void claim(values)} preserve={false}>
          <Form.Item
            name="text"
            label={t(`${T}.claim_text`)}
            rules={[zodRule(shipmentClaimSchema.shape.text, t, t(`${T}.claim_text`))]}
          >
            <Input.TextArea autoFocus autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
