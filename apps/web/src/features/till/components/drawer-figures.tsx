import type { DrawerDay } from '@car-rental/domain/contract/drawers';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { money } from '../../../lib/format.ts';

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-lg font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** what the drawer should hold: the float it opened with, the cash expected, the deposits */
export function DrawerFigures({ drawer }: { drawer: DrawerDay }) {
  const { t } = useTranslation('till');
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure
        label={t('figures.openingFloat')}
        value={<Ltr>{money(drawer.openingFloat)}</Ltr>}
        testId="drawer-opening-float"
      />
      <Figure
        label={t('figures.expectedCash')}
        value={<Ltr>{money(drawer.expectedCash)}</Ltr>}
        testId="drawer-expected-cash"
      />
      <Figure
        label={t('figures.depositsCash')}
        value={<Ltr>{money(drawer.depositsHeld.cash)}</Ltr>}
        testId="drawer-deposits-cash"
      />
      <Figure
        label={t('figures.depositsCheque')}
        value={<Ltr>{money(drawer.depositsHeld.cheque)}</Ltr>}
        testId="drawer-deposits-cheque"
      />
    </dl>
  );
}
