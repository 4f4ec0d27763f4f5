import { useAtomValue } from 'jotai';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { isSignedInAtom, sessionUserAtom } from '@/features/auth/states/session';
import { BrandLogo } from './brand-logo';
import { MobileNavbar } from './mobile-navbar';
import { mainNavItems, offersPayoutAccounts, payoutAccountsNavItem } from './nav-items';

/** Site header: full navigation from `md` up, the two-drawer mobile bar below it. */
export function Navbar() {
  const isSignedIn = useAtomValue(isSignedInAtom);
  const sessionUser = useAtomValue(sessionUserAtom);
  const logout = useLogout();

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <MobileNavbar />

      <div className="mx-auto hidden h-16 max-w-6xl items-center gap-8 px-6 md:flex">
        <BrandLogo />
        <nav aria-label="Main" className="flex items-center gap-1">
          {mainNavItems.map((item) => (
            <NavLink
              key={item.href}
              to={item.href}
              end
              className={({ isActive }) =>
                cn(
                  'rounded-lg px-3 py-2 text-sm font-semibold text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
                  isActive && 'bg-primary-soft text-accent-foreground',
                )
              }
            >
              {item.title}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {isSignedIn ? (
            <>
              <Button asChild variant="ghost">
                <Link to={paths.dashboard}>
                  <LayoutDashboard aria-hidden="true" />
                  Dashboard
                </Link>
              </Button>
              {offersPayoutAccounts(sessionUser?.role) ? (
                <Button asChild variant="ghost">
                  <Link to={payoutAccountsNavItem.href}>
                    <payoutAccountsNavItem.icon aria-hidden="true" />
                    {/* Text from lg up; the header is full at md. */}
                    <span className="sr-only lg:not-sr-only">{payoutAccountsNavItem.title}</span>
                  </Link>
                </Button>
              ) : null}
              <Button variant="outline" onClick={() => void logout()}>
                <LogOut aria-hidden="true" />
                Log out
              </Button>
            </>
          ) : (
            <>
              <Button asChild variant="ghost">
                <Link to={paths.login}>Log in</Link>
              </Button>
              <Button asChild>
                <Link to={paths.signup}>Sign up</Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
