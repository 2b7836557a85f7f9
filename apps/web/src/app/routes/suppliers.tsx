import { SuppliersScreen } from '../../features/suppliers/components/suppliers-screen.tsx';

export function Component() {
  return <SuppliersScreen />;
}
