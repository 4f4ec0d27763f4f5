import { FileText, Gamepad2, House, Info, LifeBuoy, ShieldCheck, type LucideIcon } from 'lucide-react';
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
  { title: 'Privacy Policy', href: paths.privacyPolicy, icon: ShieldCheck },
  { title: 'Terms and Conditions', href: paths.termsAndConditions, icon: FileText },
];
