import { CameraOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import {
  isValidVisitSearchText,
  SHIPMENT_STATUS_TONES,
  type Shipment,
  toLatinKeyboard,
  VISIT_SEARCH_CID_MAX_LENGTH,
  VISIT_SEARCH_MAX_LENGTH,
  VISIT_SEARCH_MIN_LENGTH,
} from '@console/domain';
import { Button, Card, Empty, Flex, Input, type InputRef, Modal, Spin, Typography } from 'antd';
import {
  type KeyboardEvent,
  lazy,
  type ReactElement,
  type RefObject,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { isCancelledError } from '../../api/product-error.ts';
import { useDelayedLoading } from '../../api/use-delayed-loading.ts';
import { ToneTag } from '../layout/tone-tag.tsx';
import { fetchShipmentsByIds, searchForVisit, type VisitSearchGroup } from './visit-api.ts';
import { reportVisitError } from './visit-errors.ts';
import type { VisitJob } from './visit-rules.ts';

interface SearchResult {
  text: string;
  groups: VisitSearchGroup[];
  shipments: ReadonlyMap<string, Shipment>;
}

export interface VisitSearchProps {
  disabled: boolean;
  onSelectShipment(shipment: Shipment): void;
  onSelectCid(group: VisitSearchGroup): void;
  onServeCid(group: VisitSearchGroup): void;
  /** The CID the visit already serves, if any. */
  servedCid: string | null;
  onCreateParcel(): void;
  /** The job the workplace opened the visit for: it words the search and offers its first step. */
  job?: VisitJob | null;
  /** PUDO mode: the pickup point does not see CID (client) results (registers §6). */
  hideCid?: boolean;
  /**
   * The visit's own shipments as last read: a found shipment the visit holds shows its current
   * status (Issued once the visit ends), not the one it had when it was found.
   */
  current?: ReadonlyMap<string, Shipment>;
}

const T = 'admin.pages.visit.search';

/**
 * The visit's search box (registers §2.4 "scan shipment", §5, §9): 4–14 characters (16 from
 * "cid"), Cyrillic and Polish keys mapped to Latin, Enter or Ctrl+Enter searches; a newer search
 * cancels the older one, whose answer is ignored silently. Shipments of the groups are read by
 * id in chunks of 15. With no results, Ctrl+Enter creates a parcel. The down arrow goes to the
 * results, how many is announced, and a chosen shipment sends the focus back to the box.
 */
/** The camera and its barcode reader load only when a clerk opens the camera scan. */
const BarcodeCamera = lazy(() =>
  import('../mobile-scanner/barcode-camera.tsx').then((module) => ({ default: module.BarcodeCamera })),
);

/** Width of the scan-shipment dialog (registers §2.4 "scan shipment (480 px wide … camera scan)"). */
export const SCAN_DIALOG_WIDTH = 480;

export function VisitSearch(props: VisitSearchProps): ReactElement {
  const { t } = useTranslation();
  const inputRef = useRef<InputRef>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState<SearchResult | null>(null);
  const [scanning, setScanning] = useState(false);
  const showLoader = useDelayedLoading(loading);

  useEffect(() => {
    inputRef.current?.focus();
    return () => controllerRef.current?.abort();
  }, []);

  const search = async (value: string) => {
    const trimmed = value.trim();
    if (!isValidVisitSearchText(trimmed)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setLoading(true);
    try {
      const groups = await searchForVisit(trimmed, controller.signal);
      const ids = groups.filter((group) => group.type === 'shipments').flatMap((group) => group.ids);
      const shipments = ids.length > 0 ? await fetchShipmentsByIds(ids, controller.signal) : [];
      if (controller.signal.aborted) return;
      setResult({
        text: trimmed,
        groups: props.hideCid ? groups.filter((group) => group.type !== 'cid') : groups,
        shipments: new Map(shipments.map((shipment) => [shipment.id, shipment])),
      });
    } catch (error) {
      if (controller.signal.aborted || isCancelledError(error)) return;
      reportVisitError(t, error);
    } finally {
      if (controllerRef.current === controller) setLoading(false);
    }
  };

  const noResults = result !== null && result.text === text.trim() && isEmpty(result);
  const resultsRef = useRef<HTMLUListElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && focusResult(resultsRef.current, 0)) {
      event.preventDefault();
      return;
    }
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if ((event.ctrlKey || event.metaKey) && noResults) props.onCreateParcel();
    else void search(text);
  };

  const maxLength = /^cid/i.test(text.trim()) ? VISIT_SEARCH_CID_MAX_LENGTH : VISIT_SEARCH_MAX_LENGTH;
  return (
    <Card
      className="visit-search"
      size="small"
      title={t(`${T}.title`)}
      extra={
        props.job === 'send' && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={props.disabled}
            onClick={props.onCreateParcel}
          >
            {t(`${T}.new_shipment`)}
          </Button>
        )
      }
    >
      <Flex vertical gap={8}>
        <Input
          ref={inputRef}
          value={text}
          disabled={props.disabled}
          aria-label={t(`${T}.label`)}
          placeholder={props.job ? t(`${T}.job_placeholders.${props.job}`) : t(`${T}.placeholder`)}
          prefix={<SearchOutlined />}
          status={invalid ? 'error' : undefined}
          maxLength={VISIT_SEARCH_CID_MAX_LENGTH}
          onChange={(event) => {
            setText(toLatinKeyboard(event.target.value));
            setInvalid(false);
          }}
          onKeyDown={onKeyDown}
          suffix={
            <Flex gap={2}>
              <Button
                type="text"
                size="small"
                icon={<CameraOutlined />}
                disabled={props.disabled}
                aria-label={t(`${T}.camera_scan`)}
                title={t(`${T}.camera_scan`)}
                onClick={() => setScanning(true)}
                data-testid="visit-camera-scan"
              />
              <Button
                type="text"
                size="small"
                disabled={props.disabled}
                aria-label={t(`${T}.submit`)}
                onClick={() => void search(text)}
              >
                {t(`${T}.submit`)}
              </Button>
            </Flex>
          }
        />
        {scanning && (
          <Modal
            open
            width={SCAN_DIALOG_WIDTH}
            title={t(`${T}.camera_scan`)}
            footer={null}
            onCancel={() => {
              setScanning(false);
              inputRef.current?.focus();
            }}
            destroyOnHidden
          >
            <Suspense fallback={<Spin />}>
              <BarcodeCamera
                onDetected={(code) => {
                  setScanning(false);
                  const scanned = toLatinKeyboard(code);
                  setText(scanned);
                  setInvalid(false);
                  void search(scanned);
                }}
              />
            </Suspense>
          </Modal>
        )}
        {invalid ? (
          <Typography.Text type="danger" role="alert">
            {t(`${T}.length`, { min: VISIT_SEARCH_MIN_LENGTH, max: maxLength })}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t(`${T}.hint`)}</Typography.Text>
        )}
        {showLoader && <Spin size="small" />}
        {noResults && (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <Flex vertical gap={4} align="center">
                <span>{t(`${T}.no_results`)}</span>
                <Button type="link" onClick={props.onCreateParcel}>
                  {t(`${T}.create_parcel`)}
                </Button>
                <Typography.Text type="secondary">{t(`${T}.ctrl_enter_hint`)}</Typography.Text>
              </Flex>
            }
          />
        )}
        <span role="status" className="visually-hidden">
          {result && result.text === text.trim() ? t(`${T}.found`, { count: resultCount(result) }) : ''}
        </span>
        {result && !isEmpty(result) && (
          <SearchResults
            listRef={resultsRef}
            onLeave={() => inputRef.current?.focus()}
            result={result}
            current={props.current}
            servedCid={props.servedCid}
            onSelectShipment={(shipment) => {
              props.onSelectShipment(shipment);
              // Ready for the next parcel: its number replaces this one's as it is typed or scanned.
              inputRef.current?.focus();
              inputRef.current?.select();
            }}
            onSelectCid={props.onSelectCid}
            onServeCid={props.onServeCid}
          />
        )}
      </Flex>
    </Card>
  );
}

function isEmpty(result: SearchResult): boolean {
  return result.groups.every((group) => group.ids.length === 0 && group.type !== 'cid');
}

/** The choices a search offers: its shipments and its clients. */
function resultCount(result: SearchResult): number {
  return result.groups.reduce((sum, group) => sum + (group.type === 'cid' ? 1 : group.ids.length), 0);
}

const RESULT_SELECTOR = '.visit-search-result';

/** Focuses the result at `index` (negative from the end); false when there is none. */
function focusResult(list: HTMLElement | null, index: number): boolean {
  const results = [...(list?.querySelectorAll<HTMLElement>(RESULT_SELECTOR) ?? [])];
  const target = results.at(index);
  target?.focus();
  return target !== undefined;
}

/**
 * The results as a list the arrow keys walk: down and up move between them (up from the first goes
 * back to the search box), Home and End jump, Escape returns to the search box.
 */
function onResultsKeyDown(event: KeyboardEvent<HTMLUListElement>, onLeave: () => void): void {
  const results = [...event.currentTarget.querySelectorAll<HTMLElement>(RESULT_SELECTOR)];
  const index = results.indexOf(event.target as HTMLElement);
  if (index === -1) return;
  const moves: Record<string, number | 'leave'> = {
    ArrowDown: Math.min(index + 1, results.length - 1),
    ArrowUp: index === 0 ? 'leave' : index - 1,
    Home: 0,
    End: results.length - 1,
    Escape: 'leave',
  };
  const move = moves[event.key];
  if (move === undefined) return;
  event.preventDefault();
  if (move === 'leave') onLeave();
  else results[move]?.focus();
}

function SearchResults(props: {
  listRef: RefObject<HTMLUListElement | null>;
  /** Back to the search box. */
  onLeave(): void;
  result: SearchResult;
  current: ReadonlyMap<string, Shipment> | undefined;
  servedCid: string | null;
  onSelectShipment(shipment: Shipment): void;
  onSelectCid(group: VisitSearchGroup): void;
  onServeCid(group: VisitSearchGroup): void;
}): ReactElement {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <>
      <span id={hintId} className="visually-hidden">
        {t(`${T}.results_hint`)}
      </span>
      <ul
        ref={props.listRef}
        className="visit-search-results"
        aria-label={t(`${T}.results`)}
        aria-describedby={hintId}
        onKeyDown={(event) => onResultsKeyDown(event, props.onLeave)}
      >
        {props.result.groups.map((group) => (
          <li key={`${group.type}:${group.label}`}>
            <Typography.Text strong>
              {group.type === 'cid'
                ? t(`${T}.cid_group`, { label: group.label })
                : t(`${T}.groups.${group.label}`, { defaultValue: group.label })}
            </Typography.Text>
            {group.type === 'cid' ? (
              <>
                {props.servedCid !== group.cid.id && (
                  <Button block className="visit-search-result" onClick={() => props.onServeCid(group)}>
                    {t(`${T}.serve_cid`, { cid: group.cid.id })}
                  </Button>
                )}
                <Button block className="visit-search-result" onClick={() => props.onSelectCid(group)}>
                  {t(`${T}.create_for_cid`, { cid: group.cid.id })}
                </Button>
              </>
            ) : (
              group.ids.map((id) => {
                const shipment = props.current?.get(id) ?? props.result.shipments.get(id);
                if (!shipment) return null;
                return (
                  <Button
                    key={id}
                    block
                    className="visit-search-result"
                    onClick={() => props.onSelectShipment(shipment)}
                  >
                    <span className="visit-search-number">{shipment.number}</span>
                    <ToneTag tone={SHIPMENT_STATUS_TONES[shipment.status]} heaviness="light">
                      {t(`admin.pages.visit.shipment_statuses.${shipment.status}`, {
                        defaultValue: shipment.status,
                      })}
                    </ToneTag>
                    <span className="visit-search-parties">
                      {shipment.sender.name} → {shipment.recipient.name}
                    </span>
                  </Button>
                );
              })
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
