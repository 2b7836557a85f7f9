import { FundScreen } from '../../features/fund/components/fund-screen.tsx';

export function Component() {
  return <FundScreen />;
}
