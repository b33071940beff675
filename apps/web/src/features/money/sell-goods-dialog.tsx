import { DeleteOutlined, PlusOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import {
  clampGoodsAmount,
  formatTotals,
  type GoodsItem,
  goodsAmountMax,
  isGoodsAlreadyChosen,
  isGoodsDimensionInput,
  minorUnitsOf,
  multiplyMoney,
  type Order,
  totalsByCurrency,
} from '@console/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Flex, Grid, Input, InputNumber, Modal, Spin, Tooltip, Typography } from 'antd';
import { type ReactElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addError, addNotice } from '../../api/error-list.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import {
  calculateNomenclatures,
  createOrder,
  createShipmentOrder,
  moneyKeys,
  searchGoods,
  updateOrder,
} from './money-api.ts';
import './money.css';

const T = 'admin.pages.money.sell_goods';
/** Autocomplete debounce (registers §9: 300 ms). */
const DEBOUNCE_MS = 300;

export interface ChosenGoods {
  code: string;
  name: string;
  price: string;
  currencyCode: string;
  amount: number;
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

const toMillimetres = (text: string) => (text === '' ? undefined : Number(text) * 10);

/** The chosen list of an existing order. */
export function chosenOf(order: Order | null | undefined): ChosenGoods[] {
  return (order?.services ?? []).map((line) => ({
    code: line.serviceCode,
    name: line.name,
    price: line.price,
    currencyCode: line.currencyCode,
    amount: line.amount,
  }));
}

/**
 * The price and cost of each chosen line from `POST pricing/nomenclature-calculations` (registers
 * §7), in the order's country or the user's working division's. Until the answer comes, or when
 * the call fails (the server prices the order again when it is saved), the search's price is used.
 */
function useChosenPricing(
  chosen: readonly ChosenGoods[],
  order: Order | null | undefined,
  enabled: boolean,
): (item: ChosenGoods) => { price: string; cost: string } {
  const { data: user } = useCurrentUser();
  const countryCode = order?.countryCode ?? user?.division?.countryCode ?? user?.countryProfile.countryCode;
  const calculation = {
    countryCode: countryCode ?? '',
    contractNumber: order?.contractNumber ?? null,
    services: chosen.map((item) => ({ serviceCode: item.code, amount: item.amount })),
  };
  const pricing = useQuery({
    queryKey: moneyKeys.pricing(calculation),
    queryFn: ({ signal }) => calculateNomenclatures(calculation, signal),
    enabled: enabled && Boolean(countryCode) && chosen.length > 0,
    placeholderData: keepPreviousData,
  });
  return (item) => {
    const line = pricing.data?.find(
      (priced) => priced.serviceCode === item.code && priced.amount === item.amount,
    );
    if (line) return { price: line.price, cost: line.cost };
    return {
      price: item.price,
      cost: multiplyMoney(item.price, item.amount, minorUnitsOf(item.currencyCode)),
    };
  };
}

/**
 * Sell goods / edit order (registers §2.4, §5 "Goods sale"): product search (1–2 characters by
 * barcode, 3 or more by barcode and name), width / length / height in cm (boxes only), the chosen
 * list with amounts clamped to 1–99 (5,000 for XERO), each item once; Cancel and Apply ('Done' on
 * a phone). A paid order opens read-only with Apply disabled.
 */
export function SellGoodsDialog(props: {
  open: boolean;
  visitId?: string;
  /** Goods sold on a shipment (`POST shipments/{id}/orders`) rather than at a visit. */
  shipmentId?: string;
  order?: Order | null;
  onClose(): void;
  onSaved(order: Order): void | Promise<void>;
}): ReactElement {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const readOnly = props.order?.paymentStatus === 'Paid' || props.order?.paymentStatus === 'Holded';
  const [search, setSearch] = useState('');
  const [sides, setSides] = useState({ width: '', length: '', height: '' });
  const [chosen, setChosen] = useState<ChosenGoods[]>(() => chosenOf(props.order));
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (props.open) {
      setChosen(chosenOf(props.order));
      setSearch('');
    }
  }, [props.open, props.order]);
  const query = useDebounced(
    {
      search,
      width: toMillimetres(sides.width),
      length: toMillimetres(sides.length),
      height: toMillimetres(sides.height),
    },
    DEBOUNCE_MS,
  );
  const goods = useQuery({
    queryKey: moneyKeys.goods(query),
    queryFn: () => searchGoods(query),
    enabled: props.open && !readOnly,
    placeholderData: keepPreviousData,
  });

  const priced = useChosenPricing(chosen, props.order, props.open && !readOnly);

  const add = (item: GoodsItem) => {
    if (isGoodsAlreadyChosen(chosen, item.code)) {
      addNotice({ type: 'error', title: t(`${T}.already_chosen`, { name: item.name }) });
      return;
    }
    setChosen((list) => [
      ...list,
      { code: item.code, name: item.name, price: item.price, currencyCode: item.currencyCode, amount: 1 },
    ]);
  };
  const setAmount = (code: string, value: number | null) =>
    setChosen((list) =>
      list.map((item) => (item.code === code ? { ...item, amount: clampGoodsAmount(value, code) } : item)),
    );
  const remove = (code: string) => setChosen((list) => list.filter((item) => item.code !== code));
  const totals = totalsByCurrency(
    chosen.map((item) => ({ currencyCode: item.currencyCode, amount: priced(item).cost })),
  );

  const apply = async () => {
    setSaving(true);
    try {
      const services = chosen.map((item) => ({ serviceCode: item.code, amount: item.amount }));
      const dimensions = {
        width: toMillimetres(sides.width) ?? null,
        length: toMillimetres(sides.length) ?? null,
        height: toMillimetres(sides.height) ?? null,
      };
      const saved = props.order
        ? await updateOrder(props.order.id, {
            services,
            companyTin: props.order.companyTin,
            contractNumber: props.order.contractNumber,
            lockVersion: props.order.lockVersion,
            ...dimensions,
          })
        : props.shipmentId
          ? await createShipmentOrder(props.shipmentId, { services, ...dimensions })
          : await createOrder({
              services,
              ...(props.visitId ? { visitId: props.visitId } : {}),
              ...dimensions,
            });
      await props.onSaved(saved);
    } catch (error) {
      addError(error);
    } finally {
      setSaving(false);
    }
  };

  const sideInput = (side: keyof typeof sides) => (
    <Input
      aria-label={t(`${T}.${side}`)}
      placeholder={t(`${T}.${side}`)}
      suffix="cm"
      inputMode="numeric"
      value={sides[side]}
      disabled={readOnly}
      onChange={(event) => {
        const value = event.target.value.trim();
        if (isGoodsDimensionInput(value)) setSides((current) => ({ ...current, [side]: value }));
      }}
    />
  );

  return (
    <Modal
      open={props.open}
      width={750}
      title={props.order ? t(`${T}.edit_title`, { number: props.order.number }) : t(`${T}.title`)}
      onCancel={props.onClose}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={props.onClose}>{t(`${T}.cancel`)}</Button>
          <Button
            type="primary"
            loading={saving}
            disabled={readOnly || chosen.length === 0}
            onClick={() => void apply()}
            data-testid="sell-goods-apply"
          >
            {screens.md === false ? t(`${T}.done`) : t(`${T}.apply`)}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        {readOnly && <Typography.Text type="warning">{t(`${T}.paid_read_only`)}</Typography.Text>}
        {!readOnly && (
          <>
            <Input.Search
              autoFocus
              allowClear
              placeholder={t(`${T}.search_placeholder`)}
              aria-label={t(`${T}.search_placeholder`)}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              data-testid="sell-goods-search"
            />
            <Flex align="center" gap={4}>
              <Typography.Text type="secondary">{t(`${T}.dimensions`)}</Typography.Text>
              <Tooltip title={t(`${T}.dimensions_tooltip`)}>
                <QuestionCircleOutlined />
              </Tooltip>
            </Flex>
            <div className="sell-goods-dimensions">
              {sideInput('width')}
              {sideInput('length')}
              {sideInput('height')}
            </div>
            <Spin spinning={goods.isFetching && !goods.data}>
              {goods.data && goods.data.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${T}.no_results`)} />
              ) : (
                <ul className="sell-goods-results" data-testid="sell-goods-results">
                  {(goods.data ?? []).map((item) => (
                    <li key={item.id} className={item.isHidden ? 'hidden-item' : undefined}>
                      <span className="sell-goods-item-name">
                        {item.name}
                        <Typography.Text type="secondary"> · {item.barcodes[0] ?? item.code}</Typography.Text>
                      </span>
                      <span>
                        {item.price} {item.currencyCode}
                      </span>
                      <Button
                        size="small"
                        icon={<PlusOutlined />}
                        aria-label={t(`${T}.add`, { name: item.name })}
                        onClick={() => add(item)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </Spin>
          </>
        )}
        <Typography.Text strong>{t(`${T}.chosen`)}</Typography.Text>
        {chosen.length === 0 ? (
          <Typography.Text type="secondary">{t(`${T}.nothing_chosen`)}</Typography.Text>
        ) : (
          <ul className="sell-goods-chosen" data-testid="sell-goods-chosen">
            {chosen.map((item) => (
              <li key={item.code}>
                <span className="sell-goods-item-name">
                  {item.name}
                  <Typography.Text type="secondary" data-testid={`sell-goods-price-${item.code}`}>
                    {' '}
                    · {priced(item).price} {item.currencyCode}
                  </Typography.Text>
                </span>
                <InputNumber
                  size="small"
                  min={1}
                  max={goodsAmountMax(item.code)}
                  precision={0}
                  value={item.amount}
                  disabled={readOnly}
                  aria-label={t(`${T}.amount_of`, { name: item.name })}
                  onChange={(value) => setAmount(item.code, value)}
                />
                <span data-testid={`sell-goods-cost-${item.code}`}>
                  {priced(item).cost} {item.currencyCode}
                </span>
                <Button
                  size="small"
                  icon={<DeleteOutlined />}
                  disabled={readOnly}
                  aria-label={t(`${T}.remove`, { name: item.name })}
                  onClick={() => remove(item.code)}
                />
              </li>
            ))}
          </ul>
        )}
        <Typography.Text strong data-testid="sell-goods-total">
          {t(`${T}.total`, { total: formatTotals(totals) || '0.00' })}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}
