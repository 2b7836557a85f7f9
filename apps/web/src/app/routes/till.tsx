import { useParams } from 'react-router';
import { CashCloseScreen } from '../../features/till/components/cash-close-screen.tsx';

/** /till (the signed-in person's drawer today) and /till/:userId/:day (a manager's pick) */
export function Component() {
  const { userId, day } = useParams();
  return <CashCloseScreen userId={userId} day={day} />;
}
