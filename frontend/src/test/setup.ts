import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Route modules load lazily; on a busy machine the first import of a page can take over a second.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; the layout scrolls to top on every navigation.
window.scrollTo = vi.fn();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
