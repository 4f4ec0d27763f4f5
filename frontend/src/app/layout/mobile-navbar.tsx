import { useAtomValue } from 'jotai';
import {
  ChevronDown,
  CircleUserRound,
  LayoutDashboard,
  LifeBuoy,
  LogIn,
  LogOut,
  Menu,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { isSignedInAtom } from '@/features/auth/states/session';
import { BrandLogo } from './brand-logo';
import { legalNavItems, mainNavItems, type NavItem } from './nav-items';

type Drawer = 'menu' | 'profile';

/**
 * The phone header (below `md`): the menu icon toggles the left 'Menu' drawer, the account icon the
 * right 'User Profile' drawer. Choosing a link navigates and closes its drawer.
 */
export function MobileNavbar() {
  const [openDrawer, setOpenDrawer] = useState<Drawer | null>(null);
  const isSignedIn = useAtomValue(isSignedInAtom);
  const logout = useLogout();

  const drawerProps = (drawer: Drawer) => ({
    open: openDrawer === drawer,
    onOpenChange: (open: boolean) => setOpenDrawer(open ? drawer : null),
  });
  const close = () => setOpenDrawer(null);

  return (
    <div className="flex h-14 items-center justify-between px-2 md:hidden">
      <Sheet {...drawerProps('menu')}>
        <SheetTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Open menu">
            <Menu className="size-6" aria-hidden="true" />
          </Button>
        </SheetTrigger>
        <SheetContent side="left" aria-describedby={undefined}>
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

      <BrandLogo className="text-lg" />

      <Sheet {...drawerProps('profile')}>
        <SheetTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Open user profile">
            <CircleUserRound className="size-6" aria-hidden="true" />
          </Button>
        </SheetTrigger>
        <SheetContent side="right" aria-describedby={undefined}>
          <SheetHeader>
            <SheetTitle>User Profile</SheetTitle>
          </SheetHeader>
          <nav aria-label="User Profile" className="flex flex-1 flex-col gap-1 overflow-y-auto p-3">
            {isSignedIn ? (
              <LinkGroup
                title="Account"
                items={[{ title: 'Dashboard', href: paths.dashboard, icon: LayoutDashboard }]}
                onNavigate={close}
              />
            ) : (
              <LinkGroup
                title="Account"
                items={[
                  { title: 'Sign up', href: paths.signup, icon: UserPlus },
                  { title: 'Login', href: paths.login, icon: LogIn },
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
                Logout
              </button>
            ) : null}
          </nav>
        </SheetContent>
      </Sheet>
    </div>
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
