import {
  Car,
  CarFront,
  History,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  Tags,
  Truck,
  Wallet,
} from 'lucide-react';

export interface NavItem {
  to: string;
  labelKey: string;
  icon: LucideIcon;
}

export const navItems: NavItem[] = [
  { to: '/', labelKey: 'nav.dashboard', icon: LayoutDashboard },
  { to: '/brands', labelKey: 'nav.brands', icon: Tags },
  { to: '/garage', labelKey: 'nav.garage', icon: Car },
  { to: '/rental', labelKey: 'nav.rental', icon: KeyRound },
  { to: '/sales', labelKey: 'nav.sales', icon: CarFront },
  { to: '/history', labelKey: 'nav.history', icon: History },
  { to: '/fund', labelKey: 'nav.fund', icon: Wallet },
  { to: '/suppliers', labelKey: 'nav.suppliers', icon: Truck },
];
