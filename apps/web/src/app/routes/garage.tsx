import { GarageScreen } from '../../features/cars/components/garage-screen.tsx';

export function Component() {
  return <GarageScreen />;
}
