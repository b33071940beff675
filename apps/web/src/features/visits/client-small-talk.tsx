import { isSmallTalkCountry, type SmallTalkAnswer } from '@console/domain';
import { useQuery } from '@tanstack/react-query';
import { List, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../api/client.ts';
import { ListItemText } from '../layout/list-item-text.tsx';

const T = 'admin.pages.visit.visitor.small_talk';

/**
 * What the clerk can talk to the visitor about (registers §7 `POST small-talk`, §9 "Small-talk
 * countries"): in a small-talk country only, the visitor's open shipments by their phone, each with
 * its status, where its parcels are now and where it goes. Elsewhere nothing is asked.
 */
export function ClientSmallTalk(props: { phone: string; countryCode: string }): ReactElement | null {
  const { t } = useTranslation();
  const offered = isSmallTalkCountry(props.countryCode);
  const talk = useQuery({
    queryKey: ['small-talk', props.countryCode, props.phone],
    queryFn: async () =>
      (
        await apiClient.post<SmallTalkAnswer>('small-talk', {
          phone: props.phone,
          country: props.countryCode,
          clientType: 'Internal',
          source: 'Counter',
        })
      ).data,
    enabled: offered,
    staleTime: 60_000,
  });
  if (!offered || !talk.data || talk.data.shipments.length === 0) return null;
  return (
    <section className="client-small-talk" aria-label={t(`${T}.title`)}>
      <Typography.Text strong>{t(`${T}.title`)}</Typography.Text>
      <List
        size="small"
        dataSource={talk.data.shipments}
        renderItem={(shipment) => (
          <List.Item>
            <ListItemText
              title={
                <span>
                  {shipment.number} · {t(`${T}.roles.${shipment.role}`)} ·{' '}
                  {t(`admin.pages.visit.shipment_statuses.${shipment.status}`, {
                    defaultValue: shipment.status,
                  })}
                </span>
              }
              description={[
                shipment.currentDivision && t(`${T}.now_at`, { division: shipment.currentDivision.name }),
                shipment.destination && t(`${T}.goes_to`, { destination: shipment.destination }),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </List.Item>
        )}
      />
    </section>
  );
}
