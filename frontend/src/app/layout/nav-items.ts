import type { Role } from '@fundplay/contracts';
import { FileText, Gamepad2, House, Info, Landmark, LifeBuoy, ShieldCheck, type LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';

export interface NavItem {
  title: string;
  href: string;
  icon: LucideIcon;
}

export const mainNavItems: NavItem[] = [
  { title: 'Home', href: paths.home, icon: House },
  { title: 'About', href: paths.about, icon: Info },
  { title: 'Games', href: paths.games, icon: Gamepad2 },
  { title: 'Support', href: paths.support, icon: LifeBuoy },
];

export const legalNavItems: NavItem[] = [
  { title: 'Privacy policy', href: paths.privacyPolicy, icon: ShieldCheck },
  { title: 'Terms and conditions', href: paths.termsAndConditions, icon: FileText },
];

/** spec §2: administrators manage their payout (Stripe) accounts on 'My Accounts'. */
export const payoutAccountsNavItem: NavItem = {
  title: 'My accounts',
  href: paths.admin.stripeAccounts,
  icon: Landmark,
};

/** Whether the signed-in person's navigation offers 'My Accounts'. */
export function offersPayoutAccounts(role: Role | undefined): boolean {
  return role === 'admin' || role === 'secondaryAdmin';
}
