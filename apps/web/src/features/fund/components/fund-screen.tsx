import type { FundTransactionType } from '@car-rental/domain/fund/fund-entry';
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useFundSummary } from '../api/get-fund-summary.ts';
import { DepositsHeldSection } from './deposits-held-section.tsx';
import { FundBalanceChart } from './fund-balance-chart.tsx';
import { FundCards } from './fund-cards.tsx';
import { FundExportLink } from './fund-export-link.tsx';
import { FundTransactionDialog } from './fund-transaction-dialog.tsx';
import { FundTransactionList } from './fund-transaction-list.tsx';
import { contrastGreen } from './tones.ts';

/** /fund: the cards, the Add Money / Add Charge buttons, the deposits held and the transaction list */
export function FundScreen() {
  const { t } = useTranslation('fund');
  const summary = useFundSummary();
  const [adding, setAdding] = useState<FundTransactionType | null>(null);
  const lastUpdated = summary.data?.lastUpdated;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">{t('title')}</h1>
          <p className="text-sm text-slate-500 dark:text-slate-400" data-testid="fund-last-updated">
            {summary.data
              ? lastUpdated
                ? t('lastUpdated', { date: formatDateTime(lastUpdated) })
                : t('noTransactions')
              : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <FundExportLink />
          <Button
            variant="success"
            className={contrastGreen}
            onClick={() => setAdding('add_money')}
          >
            <Plus size={16} aria-hidden />
            {t('addMoney')}
          </Button>
          <Button variant="danger" onClick={() => setAdding('add_charge')}>
            <Minus size={16} aria-hidden />
            {t('addCharge')}
          </Button>
        </div>
      </div>
      {summary.isError ? <ErrorBox message={errorMessage(summary.error, t('loadFailed'))} /> : null}
      <FundCards summary={summary.data} />
      <DepositsHeldSection />
      <FundBalanceChart />
      <FundTransactionList count={summary.data?.transactionCount} />
      <FundTransactionDialog
        type={adding ?? 'add_money'}
        open={adding !== null}
        onOpenChange={(open) => {
          if (!open) setAdding(null);
        }}
      />
    </div>
  );
}
