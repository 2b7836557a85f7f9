import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from '../../../components/ui/collapsible-section.tsx';
import { useDepositsHeld } from '../api/get-deposits-held.ts';
import { DepositsHeldList } from './deposits-held-list.tsx';

/** the Fund screen's list of the deposits held, open at first, closed from its heading */
export function DepositsHeldSection() {
  const { t } = useTranslation('fund');
  const deposits = useDepositsHeld();
  const count = deposits.data?.count;
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <CollapsibleSection
        title={t('deposits.listTitle')}
        defaultOpen
        subtitle={count === undefined ? undefined : t('deposits.listCount', { count })}
      >
        <DepositsHeldList />
      </CollapsibleSection>
    </div>
  );
}
