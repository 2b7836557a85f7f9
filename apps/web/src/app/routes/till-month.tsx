import { MonthScreen } from '../../features/till/components/month-screen.tsx';

/** /till/month: the owner's view of the month's drawers (managers and owners) */
export function Component() {
  return <MonthScreen />;
}
