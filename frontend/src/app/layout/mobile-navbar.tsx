import { CircleUserRound, Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { BrandLogo } from './brand-logo';
import type { Drawer } from './mobile-drawers';

const loadDrawers = () => import('./mobile-drawers');
const MobileDrawers = lazy(() => loadDrawers().then((module) => ({ default: module.MobileDrawers })));

/**
 * The phone header (below `md`): the menu icon toggles the left 'Menu' drawer, the account icon the
 * right 'User profile' drawer. Choosing a link navigates and closes its drawer.
 */
export function MobileNavbar() {
  const [openDrawer, setOpenDrawer] = useState<Drawer | null>(null);
  // Mounted from the first opening on, so a drawer can animate out and keep its state.
  const [hasOpened, setHasOpened] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const profileButton = useRef<HTMLButtonElement>(null);

  const triggerProps = (drawer: Drawer) => ({
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': openDrawer === drawer,
    // Start the download as the finger or the pointer arrives, before the click.
    onPointerDown: () => void loadDrawers(),
    onFocus: () => void loadDrawers(),
    onClick: () => {
      setHasOpened(true);
      setOpenDrawer((current) => (current === drawer ? null : drawer));
    },
  });

  return (
    <div className="flex h-14 items-center justify-between px-2 md:hidden">
      <Button variant="ghost" size="icon" aria-label="Open menu" ref={menuButton} {...triggerProps('menu')}>
        <Menu className="size-6" aria-hidden="true" />
      </Button>

      <BrandLogo className="text-lg" />

      <Button
        variant="ghost"
        size="icon"
        aria-label="Open user profile"
        ref={profileButton}
        {...triggerProps('profile')}
      >
        <CircleUserRound className="size-6" aria-hidden="true" />
      </Button>

      {hasOpened ? (
        <Suspense fallback={null}>
          <MobileDrawers
            openDrawer={openDrawer}
            onOpenChange={setOpenDrawer}
            triggers={{ menu: menuButton, profile: profileButton }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
