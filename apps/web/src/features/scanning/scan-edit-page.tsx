import { useQuery } from '@tanstack/react-query';
import { Flex, Result, Spin } from 'antd';
import { type ReactElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isRecordNotFound } from '../../api/product-error.ts';
import { useDelayedLoading } from '../../api/use-delayed-loading.ts';
import { pathTo } from '../../app/route-paths.ts';
import { useMobileAppMode } from '../../app/use-consumer.ts';
import { PageHeader } from '../layout/page-header.tsx';
import { useSyncTabWithRoute } from '../workspace-tabs/index.ts';
import { ScanWorkspace } from './scan-workspace.tsx';
import { fetchScanRegistry, scanKeys } from './scanning-api.ts';

/**
 * One scan (route `scan_edit`, `/scanning/:id`): registers §2.4, §4 "scanning document", §7.
 * Opened from the PUDO workplace (its manual receiving), closing the scan returns there
 * (registers §2.4 "Scan edit returns to the scanning list, pudo workplace or employee workplace").
 */
export function ScanEditPage(): ReactElement {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id ?? '';
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const fromPudo = search.get('from') === 'pudo_workplace';
  // In the phone app a scan waits in the offline queue; the desktop console scans straight away.
  const queued = useMobileAppMode();
  const query = useQuery({
    queryKey: scanKeys.detail(id),
    queryFn: () => fetchScanRegistry(id),
    enabled: id !== '',
  });
  const registry = query.data;
  const label = useMemo(
    () => (registry ? { kind: 'text' as const, value: registry.number } : undefined),
    [registry],
  );
  useSyncTabWithRoute('scan_edit', params, label);
  const showLoader = useDelayedLoading(query.isLoading);

  if (query.error) {
    const notFound = isRecordNotFound(query.error);
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? t('admin.pages.scanning.not_found') : query.error.message}
      />
    );
  }
  if (!registry) return <Flex justify="center">{showLoader && <Spin size="large" />}</Flex>;
  return (
    <Flex vertical gap={12}>
      <PageHeader title={registry.number} subtitle={t(`admin.pages.scanning.types.${registry.type}`)} />
      <ScanWorkspace
        registry={registry}
        queued={queued}
        onDeleted={() => void (fromPudo ? navigate(pathTo('pudo_workplace', {})) : navigate(-1))}
        onClosed={fromPudo ? () => void navigate(pathTo('pudo_workplace', {})) : undefined}
      />
    </Flex>
  );
}
