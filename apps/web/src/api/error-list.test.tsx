import { act, render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addError, addNotice, noticeDuration, useErrorList } from './error-list.ts';
import { ErrorNotifications, notificationArgs } from './error-notifications.tsx';
import { CANCELLED_CODE, ProductError } from './product-error.ts';

let i18n: I18n;

beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    ns: ['common', 'backend'],
    defaultNS: 'common',
    resources: {
      en: { common: { oops: 'Oops, something went wrong' }, backend: { 'any.required': 'Required' } },
    },
  });
});

beforeEach(() => {
  useErrorList.setState({ notices: [] });
});

describe('notification durations', () => {
  it('shows errors 3.5 s, errors with an action 5 s and other notices 7.5 s', () => {
    expect(noticeDuration({ type: 'error' })).toBe(3.5);
    expect(noticeDuration({ type: 'error', action: { label: 'Settings', onClick: () => {} } })).toBe(5);
    expect(noticeDuration({ type: 'success' })).toBe(7.5);
    expect(noticeDuration({ type: 'info' })).toBe(7.5);
    expect(noticeDuration({ type: 'warning' })).toBe(7.5);
  });

  it('passes the duration and the action on to the antd notification', () => {
    const onClick = vi.fn();
    addError(new Error('No printer'), { action: { label: 'Settings', onClick } });
    addNotice({ type: 'success', title: 'Published' });
    const [withAction, notice] = useErrorList.getState().drain();
    expect(withAction && notificationArgs(withAction, i18n.t)).toMatchObject({
      type: 'error',
      title: 'No printer',
      duration: 5,
    });
    expect(notice && notificationArgs(notice, i18n.t)).toMatchObject({
      type: 'success',
      title: 'Published',
      duration: 7.5,
    });
  });
});

describe('common error list', () => {
  it('ignores cancelled requests silently', () => {
    addError(new ProductError({ status: 0, code: CANCELLED_CODE, message: 'canceled' }));
    addError({ code: -1 });
    expect(useErrorList.getState().notices).toEqual([]);
  });

  it('keeps the failed call with its message; unknown failures get the oops text', () => {
    const failure = new ProductError({ status: 409, code: 'CONFLICT', message: 'Stale lockVersion' });
    addError(failure);
    addError(undefined);
    const [conflict, unknown] = useErrorList.getState().notices;
    expect(conflict).toMatchObject({ type: 'error', title: 'Stale lockVersion', error: failure });
    expect(unknown?.title).toBeUndefined();
    expect(unknown && notificationArgs(unknown, i18n.t).title).toBe('Oops, something went wrong');
  });

  it('shows added errors as notifications, validation errors as a list', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ErrorNotifications />
      </I18nextProvider>,
    );
    act(() => {
      addError(
        new ProductError({
          status: 400,
          code: 'VALIDATION',
          message: 'Request validation failed',
          errors: { name: 'any.required' },
          url: 'countries',
        }),
      );
    });
    expect(await screen.findByText('Request validation failed')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Required');
    expect(useErrorList.getState().notices).toEqual([]);
  });
});
