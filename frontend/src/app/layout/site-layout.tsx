import { Outlet, useLocation } from 'react-router-dom';
import { isFullScreenPath } from '@/config/paths';
import { SessionCheck } from '@/features/auth/components/session-check';
import { cn } from '@/lib/cn';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { NavigationProgress } from './navigation-progress';
import { useScrollToTopOnNavigate } from './use-scroll-to-top-on-navigate';

/** Navbar, page and footer; game pages (any `play` or `practice` segment) and the big screen get the whole screen. */
export function SiteLayout() {
  const { pathname } = useLocation();
  useScrollToTopOnNavigate();
  const fullScreen = isFullScreenPath(pathname);

  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      <SessionCheck />
      {fullScreen ? null : (
        <>
          <a
            href="#main"
            className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            Skip to content
          </a>
          <Navbar />
        </>
      )}
      {/* At least a screen tall, so the footer starts below the fold: it is never pushed down (a layout shift) when
          the page's content arrives after the first paint. */}
      <main id="main" tabIndex={-1} className={cn('flex flex-1 flex-col outline-none', !fullScreen && 'min-h-dvh')}>
        <Outlet />
      </main>
      {fullScreen ? null : <Footer />}
    </div>
  );
}
