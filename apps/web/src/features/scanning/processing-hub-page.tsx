import { isVehicleNumber, normalizeVehicleNumber } from '@console/domain';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Button, Card, Flex, Form, Typography } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { addError } from '../../api/error-list.ts';
import { PageHeader } from '../layout/page-header.tsx';
import { useSyncTabWithRoute } from '../workspace-tabs/index.ts';
import { ScanWorkspace } from './scan-workspace.tsx';
import { createScanRegistry, fetchScanRegistry, fetchVehicles, scanKeys } from './scanning-api.ts';

const H = 'admin.pages.hubs';

/**
 * The processing hub (route `processing_hub`): unload an arriving vehicle into an Unloading scan;
 * each scanned parcel shows, in large, the division it goes to next by the movement plan.
 * The scan's id stays in the URL (`?scan=`), so a reload keeps working on it.
 */
export function ProcessingHubPage(): ReactElement {
  const { t } = useTranslation();
  useSyncTabWithRoute('processing_hub');
  const [search, setSearch] = useSearchParams();
  const scanId = search.get('scan');
  const [vehicle, setVehicle] = useState('');
  const [vehicles, setVehicles] = useState<{ value: string }[]>([]);
  const [busy, setBusy] = useState(false);
  const registry = useQuery({
    queryKey: scanKeys.detail(scanId ?? ''),
    queryFn: () => fetchScanRegistry(scanId!),
    enabled: Boolean(scanId),
  });

  // A number typed half-way ("WX 5") starts nothing: the unload waits for a whole one.
  const valid = isVehicleNumber(vehicle);
  const start = async () => {
    if (!valid) return;
    setBusy(true);
    try {
      const created = await createScanRegistry({
        type: 'Unloading',
        vehicleNumber: normalizeVehicleNumber(vehicle),
      });
      setSearch({ scan: created.id });
    } catch (error) {
      addError(error);
      // Registers §4: an Unloading that fails to be created drops the vehicle chosen.
      setVehicle('');
      setVehicles([]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={12}>
      <PageHeader title={t('routes.processing_hub')} subtitle={t(`${H}.processing_intro`)} />
      {!scanId || !registry.data || registry.data.status !== 'Open' ? (
        <Card size="small">
          <Form layout="inline" onFinish={start}>
            <Form.Item
              label={t('admin.pages.scanning.fields.vehicleNumber')}
              htmlFor="hub-vehicle"
              required
              validateStatus={vehicle.trim() && !valid ? 'warning' : undefined}
              help={vehicle.trim() && !valid ? t('admin.pages.scanning.invalid_vehicle_number') : undefined}
            >
              <AutoComplete
                id="hub-vehicle"
                autoFocus
                style={{ minWidth: 220 }}
                value={vehicle}
                options={vehicles}
                filterOption={false}
                onChange={setVehicle}
                onSelect={(number: string) => setVehicle(number)}
                onSearch={async (text) => {
                  if (text.trim().length < 2) return setVehicles([]);
                  try {
                    setVehicles((await fetchVehicles(text)).map((found) => ({ value: found.number })));
                  } catch {
                    setVehicles([]);
                  }
                }}
                data-testid="hub-vehicle"
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy} disabled={!valid}>
              {t(`${H}.start_sorting`)}
            </Button>
          </Form>
          {registry.data && registry.data.status !== 'Open' && (
            <Typography.Text type="secondary">
              {registry.data.number}: {t(`admin.pages.scanning.statuses.${registry.data.status}`)}
            </Typography.Text>
          )}
        </Card>
      ) : (
        <ScanWorkspace
          registry={registry.data}
          sorting
          onClosed={() => setSearch({})}
          onDeleted={() => setSearch({})}
        />
      )}
    </Flex>
  );
}
