import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { useErrorList } from '../api/error-list.ts';
import { useAuthStore } from '../features/auth/auth-store.ts';
import { useWorkspaceTabs } from '../features/workspace-tabs/workspace-tabs-store.ts';

// CI runs the API and component tests side by side on two cores: lazy chunks and antd's
// first render can take longer than the default second (10 s was not enough under load, 2026-11-28).
configure({ asyncUtilTimeout: 20_000 });

// antd reads media queries (Grid, responsive observers) and element sizes (Tabs, overflow).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  })),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Most component test files share one module graph per worker (`isolate: false`, vitest.config.ts):
// what a file leaves in the document, the storages, the stores or the timers is put back after it,
// so the next file starts as it would in a fresh environment.
afterAll(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
  document.title = '';
  // localStorage is cleared after every test (above); sessionStorage only here.
  sessionStorage.clear();
  useAuthStore.setState(useAuthStore.getInitialState(), true);
  useWorkspaceTabs.setState(useWorkspaceTabs.getInitialState(), true);
  useErrorList.setState(useErrorList.getInitialState(), true);
});
