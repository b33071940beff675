import type { NotificationTemplate } from '@console/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerAt, fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../app/test-kit.tsx';

const text = [
  { language: 'en', text: 'Parcel {number} accepted' },
  { language: 'pl', text: 'Przesyłka {number} przyjęta' },
];
const STORED: NotificationTemplate = {
  id: '5b0c3c1e-8a43-4c1b-9a55-1f2b3c4d5e01',
  active: true,
  event_name: 'Accepted',
  event_description: 'Parcel accepted for sending',
  event_type: 'informing',
  days_info: {
    Monday: '08:00-21:00',
    Tuesday: '08:00-21:00',
    Wednesday: '08:00-21:00',
    Thursday: '08:00-21:00',
    Friday: '08:00-21:00',
    Saturday: '09:00-18:00',
    Sunday: null,
  },
  tracking: null,
  informing: {
    active: true,
    country_code: ['pl'],
    information_channel: ['SMS'],
    client_type: 'recipient',
    additional_params: [],
    sms: { description: text },
  },
  lockVersion: 3,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  deletedAt: null,
};

beforeEach(() => {
  resetSession();
  signIn();
});

describe('the template editor', () => {
  it('saves only a changed template, with its lockVersion and without blocks its channels do not use', async () => {
    let sent: Record<string, unknown> | undefined;
    renderApp(`/templates/${STORED.id}`, {
      routes: signedInRoutes(fakeUser(['base', 'administrator_god']), {
        ...answerAt('GET templates/:id', [STORED.id], { status: 200, data: STORED }),
        ...answerAt('PUT templates/:id', [STORED.id], (request) => {
          sent = request.data as Record<string, unknown>;
          return { status: 200, data: { ...STORED, lockVersion: 4 } };
        }),
      }),
    });
    const description = await screen.findByRole('textbox', { name: 'Event description' });
    expect(screen.getByRole('heading', { name: 'Accepted · Parcel accepted for sending' })).toBeVisible();
    const save = screen.getByRole('button', { name: /Save/ });
    expect(save).toBeDisabled();
    fireEvent.change(description, { target: { value: 'Accepted at the counter' } });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({
      event_description: 'Accepted at the counter',
      lockVersion: 3,
      tracking: null,
      informing: { information_channel: ['SMS'], sms: { description: text } },
    });
    expect(sent!.informing).not.toHaveProperty('viber');
  });

  it('opens a copy as a new template without the push channel providers', async () => {
    const pushed = {
      ...STORED,
      informing: {
        ...STORED.informing!,
        information_channel: ['Push_SMS' as const, 'SMS' as const],
        push: { description: text },
      },
    };
    renderApp(`/templates/new?copyOf=${STORED.id}`, {
      routes: signedInRoutes(fakeUser(['base', 'administrator_god']), {
        ...answerAt('GET templates/:id', [STORED.id], { status: 200, data: pushed }),
      }),
    });
    expect(await screen.findByText('A copy: push channel providers were dropped.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'New template' })).toBeVisible();
    expect(screen.queryByText('Push_SMS')).toBeNull();
    expect(screen.getByText('Channel SMS')).toBeVisible();
    expect(screen.queryByText('Channel Push')).toBeNull();
  });
});
