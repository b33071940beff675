import { vi } from 'vitest';

/**
 * What a Leaflet map needs of jsdom to move as it does in a browser. Import it before Leaflet
 * loads (`await vi.hoisted(() => import(...))`): Leaflet keeps the animation-frame function it
 * finds, and animates zooms only where the browser has 3D transforms (a WebKitCSSMatrix says so).
 * Timers and animation frames are fake: a test moves time with `vi.advanceTimersByTime`.
 */
vi.useFakeTimers({
  toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'],
});

class WebKitCSSMatrix {
  m11 = 1;
}
Object.assign(window, { WebKitCSSMatrix });

// A map measures its container and jsdom lays nothing out: every element is 800 × 600 here.
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
