import { RentalDashboard } from '../../features/rentals/components/rental-dashboard.tsx';

export function Component() {
  return <RentalDashboard />;
}
