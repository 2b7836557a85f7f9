import type { FundSummary } from '@car-rental/domain/contract/fund';
import { Receipt, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { money } from '../../../lib/format.ts';
import { DepositsHeldCard } from './deposits-held-card.tsx';
import { TotalBenefitCard } from './total-benefit-card.tsx';

/** Current Balance, Deposits held (their cash is in the balance), Total Benefit (PIN protected) and Total Charges */
export function FundCards({ summary }: { summary: FundSummary | undefined }) {
  const { t } = useTranslation('fund');
  const pending = t('pending');
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label={t('cards.currentBalance')}
        value={summary ? money(summary.currentBalance) : pending}
        icon={Wallet}
        tone={summary && summary.currentBalance < 0 ? 'red' : 'blue'}
      />
      <DepositsHeldCard />
      <TotalBenefitCard />
      <StatCard
        label={t('cards.totalCharges')}
        value={summary ? money(summary.totalCharges) : pending}
        icon={Receipt}
        tone="red"
      />
    </div>
  );
}
