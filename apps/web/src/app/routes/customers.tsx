import { CustomersScreen } from '../../features/customers/components/customers-screen.tsx';

export function Component() {
  return <CustomersScreen />;
}
