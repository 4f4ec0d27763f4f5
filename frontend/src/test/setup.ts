import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
