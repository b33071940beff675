import { ERROR_NOTICE_MS, ERROR_NOTICE_WITH_ACTION_MS, NOTICE_MS } from '@console/domain';
import type { ReactNode } from 'react';
import { create } from 'zustand';
import { isCancelledError, ProductError } from './product-error.ts';

/** Notification durations in seconds, as antd takes them (registers §8). */
export const ERROR_DURATION_S = ERROR_NOTICE_MS / 1000;
export const ERROR_WITH_ACTION_DURATION_S = ERROR_NOTICE_WITH_ACTION_MS / 1000;
export const NOTICE_DURATION_S = NOTICE_MS / 1000;

export type NoticeType = 'error' | 'warning' | 'info' | 'success';

export interface NoticeAction {
  label: string;
  onClick(): void;
}

export interface Notice {
  id: number;
  type: NoticeType;
  /** Shown as the title; absent means the generic 'oops' text. */
  title?: string;
  description?: ReactNode;
  /** A failed call; its validation errors are shown as the description. */
  error?: ProductError;
  action?: NoticeAction;
}

export type NewNotice = Omit<Notice, 'id'>;

interface ErrorListState {
  /** Waiting to be shown; `<ErrorNotifications/>` drains the list. */
  notices: Notice[];
  add(notice: NewNotice): void;
  /** Removes and returns everything waiting. */
  drain(): Notice[];
}

let lastId = 0;

/** The common error list (registers §7): failures and notices waiting to be shown. */
export const useErrorList = create<ErrorListState>()((set, get) => ({
  notices: [],
  add: (notice) => {
    lastId += 1;
    set((state) => ({ notices: [...state.notices, { ...notice, id: lastId }] }));
  },
  drain: () => {
    const { notices } = get();
    if (notices.length > 0) set({ notices: [] });
    return notices;
  },
}));

/** Adds a failure to the common error list; cancelled requests (code -1) are ignored silently. */
export function addError(error: unknown, options: { action?: NoticeAction } = {}): void {
  if (isCancelledError(error)) return;
  const notice: NewNotice = { type: 'error', ...options };
  if (error instanceof ProductError) {
    notice.title = error.message;
    notice.error = error;
  } else if (error instanceof Error) {
    if (error.message) notice.title = error.message;
  } else if (typeof error === 'string' && error !== '') {
    notice.title = error;
  }
  useErrorList.getState().add(notice);
}

/** Adds a notice that is not a failure, e.g. 'Published' or a clipboard confirmation. */
export function addNotice(notice: NewNotice): void {
  useErrorList.getState().add(notice);
}

/** Errors 3.5 s, 5 s when they carry an action; other notices 7.5 s. */
export function noticeDuration(notice: Pick<Notice, 'type' | 'action'>): number {
  if (notice.type !== 'error') return NOTICE_DURATION_S;
  return notice.action ? ERROR_WITH_ACTION_DURATION_S : ERROR_DURATION_S;
}
