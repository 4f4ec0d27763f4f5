import { useAtomValue } from 'jotai';
import { ChevronDown, LayoutDashboard, LifeBuoy, LogIn, LogOut, UserPlus, type LucideIcon } from 'lucide-react';
import type { RefObject } from 'react';
import { NavLink } from 'react-router-dom';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { Sheet, SheetContent, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { isSignedInAtom, sessionUserAtom } from '@/features/auth/states/session';
import { legalNavItems, mainNavItems, offersPayoutAccounts, payoutAccountsNavItem, type NavItem } from './nav-items';

export type Drawer = 'menu' | 'profile';

/**
 * The phone header's two drawers, loaded the first time one opens (Radix dialog stays out of the first
 * screen's JavaScript). Closing one gives the focus back to the button that opened it.
 */
export function MobileDrawers({
  openDrawer,
  onOpenChange,
  triggers,
}: {
  openDrawer: Drawer | null;
  onOpenChange: (drawer: Drawer | null) => void;
  triggers: Record<Drawer, RefObject<HTMLButtonElement | null>>;
}) {
  const isSignedIn = useAtomValue(isSignedInAtom);
  const sessionUser = useAtomValue(sessionUserAtom);
  const logout = useLogout();
  const close = () => onOpenChange(null);

  const drawerProps = (drawer: Drawer) => ({
    open: openDrawer === drawer,
    onOpenChange: (open: boolean) => onOpenChange(open ? drawer : null),
  });
  const returnFocus = (drawer: Drawer) => (event: Event) => {
    event.preventDefault();
    triggers[drawer].current?.focus();
  };

  return (
    <>
      <Sheet {...drawerProps('menu')}>
        <SheetContent side="left" aria-describedby={undefined} onCloseAutoFocus={returnFocus('menu')}>
          <SheetHeader>
            <SheetTitle>Menu</SheetTitle>
          </SheetHeader>
          <nav aria-label="Menu" className="flex flex-1 flex-col gap-1 overflow-y-auto p-3">
            <LinkGroup title="Explore" items={mainNavItems} onNavigate={close} />
            <DrawerDivider />
            {legalNavItems.map((item) => (
              <IconLink key={item.href} {...item} onNavigate={close} />
            ))}
          </nav>
        </SheetContent>
      </Sheet>

      <Sheet {...drawerProps('profile')}>
        <SheetContent side="right" aria-describedby={undefined} onCloseAutoFocus={returnFocus('profile')}>
          <SheetHeader>
            <SheetTitle>User profile</SheetTitle>
          </SheetHeader>
          <nav aria-label="User profile" className="flex flex-1 flex-col gap-1 overflow-y-auto p-3">
            {isSignedIn ? (
              <LinkGroup
                title="Account"
                items={[
                  { title: 'Dashboard', href: paths.dashboard, icon: LayoutDashboard },
                  ...(offersPayoutAccounts(sessionUser?.role) ? [payoutAccountsNavItem] : []),
                ]}
                onNavigate={close}
              />
            ) : (
              <LinkGroup
                title="Account"
                items={[
                  { title: 'Sign up', href: paths.signup, icon: UserPlus },
                  { title: 'Log in', href: paths.login, icon: LogIn },
                ]}
                onNavigate={close}
              />
            )}
            <DrawerDivider />
            <IconLink title="Contact support" href={paths.support} icon={LifeBuoy} onNavigate={close} />
            {isSignedIn ? (
              <button
                type="button"
                className={drawerItemClass}
                onClick={() => {
                  close();
                  void logout();
                }}
              >
                <LogOut className="size-5 text-muted-foreground" aria-hidden="true" />
                Log out
              </button>
            ) : null}
          </nav>
        </SheetContent>
      </Sheet>
    </>
  );
}

const drawerItemClass =
  'flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-lg px-3 text-left text-sm font-semibold text-foreground transition-colors hover:bg-accent hover:text-accent-foreground';

function LinkGroup({ title, items, onNavigate }: { title: string; items: NavItem[]; onNavigate: () => void }) {
  return (
    <Collapsible defaultOpen className="group/collapsible">
      <CollapsibleTrigger className="flex min-h-11 w-full cursor-pointer items-center justify-between rounded-lg px-3 text-xs font-bold tracking-wider text-muted-foreground uppercase hover:bg-accent">
        {title}
        <ChevronDown
          className="size-4 transition-transform group-data-[state=open]/collapsible:rotate-180"
          aria-hidden="true"
        />
      </CollapsibleTrigger>
      <CollapsibleContent>
        <ul className="mt-1 grid gap-0.5 border-l-2 border-primary-soft pl-2 ml-3">
          {items.map((item) => (
            <li key={item.href}>
              <NavLink
                to={item.href}
                end
                onClick={onNavigate}
                className={({ isActive }) => cn(drawerItemClass, isActive && 'bg-primary-soft text-accent-foreground')}
              >
                {item.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </CollapsibleContent>
    </Collapsible>
  );
}

function IconLink({
  title,
  href,
  icon: Icon,
  onNavigate,
}: {
  title: string;
  href: string;
  icon: LucideIcon;
  onNavigate: () => void;
}) {
  return (
    <NavLink
      to={href}
      end
      onClick={onNavigate}
      className={({ isActive }) => cn(drawerItemClass, isActive && 'bg-primary-soft text-accent-foreground')}
    >
      <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
      {title}
    </NavLink>
  );
}

function DrawerDivider() {
  return <hr className="my-2 border-border" />;
}
