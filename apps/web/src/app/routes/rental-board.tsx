import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlanningBoard } from '../../features/rentals/components/planning-board.tsx';

/** /rental/board: the planning board (issue 14 §2), reached from the Rental dashboard */
export function Component() {
  const { t } = useTranslation('board');
  return (
    <div className="flex flex-col gap-4">
      <Link to="/rental" className="text-sm text-blue-700 hover:underline dark:text-blue-300">
        {t('back')}
      </Link>
      <PlanningBoard />
    </div>
  );
}
