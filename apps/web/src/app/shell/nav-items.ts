import {
  Calculator,
  Car,
  CarFront,
  History,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  Tags,
  Truck,
  Users,
  Wallet,
  Wrench,
} from 'lucide-react';

export interface NavItem {
  to: string;
  /** a key of the common namespace, or 'namespace:key' */
  labelKey: string;
  icon: LucideIcon;
}

export const navItems: NavItem[] = [
  { to: '/', labelKey: 'nav.dashboard', icon: LayoutDashboard },
  { to: '/brands', labelKey: 'nav.brands', icon: Tags },
  { to: '/garage', labelKey: 'nav.garage', icon: Car },
  { to: '/fleet', labelKey: 'upkeep:nav', icon: Wrench },
  { to: '/rental', labelKey: 'nav.rental', icon: KeyRound },
  { to: '/sales', labelKey: 'nav.sales', icon: CarFront },
  { to: '/history', labelKey: 'nav.history', icon: History },
  { to: '/fund', labelKey: 'nav.fund', icon: Wallet },
  { to: '/till', labelKey: 'nav.till', icon: Calculator },
  { to: '/suppliers', labelKey: 'nav.suppliers', icon: Truck },
  { to: '/customers', labelKey: 'nav.customers', icon: Users },
];

/** the account's own pages: in the user menu on wide screens, in the mobile menu on narrow ones */
export const accountItems: NavItem[] = [
  { to: '/settings', labelKey: 'settings:menuLink', icon: Settings },
];
