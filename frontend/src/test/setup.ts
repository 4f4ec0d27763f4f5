import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Route modules load lazily, and the first import of a page in a file transforms its whole module graph: on a busy
// two-core machine (CI beside the backend suite) that took over 5 s. A findBy* waits up to 15 s (a test, 20 s).
configure({ asyncUtilTimeout: 15_000 });

// jsdom does not implement scrolling; the layout scrolls to top on every navigation.
window.scrollTo = vi.fn();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// sonner removes a dismissed toast 200 ms later with a timer it never clears. On a busy machine a file could end first,
// and the timer then updated React after jsdom's window was gone (an unhandled error that fails the run). Timers fire
// in order of their deadlines, so waiting out a longer one lets every such removal happen while the page exists.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 250)));
