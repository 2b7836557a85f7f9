import type { HistoryRow as Row } from '@car-rental/domain/contract/history';
import { Eye, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Ltr, LtrList } from '../../../components/ui/ltr.tsx';
import { formatDate, formatNumber, money } from '../../../lib/format.ts';
import { BrandMark } from './brand-mark.tsx';

export function carName(row: Pick<Row, 'brandName' | 'modelName' | 'plate'>) {
  return `${row.brandName} ${row.modelName}${row.plate ? ` (${row.plate})` : ''}`;
}

/** one finished rental or sale: what, to whom, how much, when; View Details and delete */
export function HistoryRow({
  row,
  onView,
  onDelete,
}: {
  row: Row;
  onView: () => void;
  /** absent when the role may not delete this record */
  onDelete?: (() => void) | undefined;
}) {
  const { t } = useTranslation('history');
  const facts = [row.plate, row.year, row.color].filter((fact) => fact !== null);
  return (
    <li
      data-testid="history-row"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <BrandMark name={row.brandName} logo={row.brandLogo} />
        <div className="flex min-w-0 flex-col gap-1 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-base font-semibold">
              <Ltr>{`${row.brandName} ${row.modelName}`}</Ltr>
            </h3>
            <Badge tone={row.kind === 'rental' ? 'blue' : 'green'}>{t(`row.${row.kind}`)}</Badge>
            {row.kind === 'rental' && row.cancelledAt ? (
              <Badge tone="red">{t(row.noShow ? 'row.noShow' : 'row.cancelled')}</Badge>
            ) : null}
          </div>
          {facts.length > 0 ? (
            <p className="text-slate-600 dark:text-slate-400">
              <LtrList values={facts} />
            </p>
          ) : null}
          {row.kind === 'rental' && row.cancelledAt ? (
            <p>
              {row.noShow
                ? t(row.amount > 0 ? 'row.noShowKeptNote' : 'row.noShowNote')
                : t('row.cancelledNote')}
            </p>
          ) : row.kind === 'rental' ? (
            <p>
              <LtrList
                values={[
                  row.totalDays !== null ? t('days', { ns: 'common', count: row.totalDays }) : null,
                  row.distanceKm !== null
                    ? t('row.kmDriven', { value: formatNumber(row.distanceKm) })
                    : null,
                ]}
              />
            </p>
          ) : (
            <p>{t('row.soldTo', { name: row.customerName })}</p>
          )}
          {row.kind === 'rental' && row.charges.length > 0 ? (
            <div>
              <p className="font-medium text-amber-800 dark:text-amber-300">
                <Ltr>{t('row.chargesTotal', { amount: money(row.chargesTotal) })}</Ltr>
              </p>
              <ul className="ms-4 list-disc text-slate-600 dark:text-slate-400">
                {row.charges.map((charge, index) => (
                  <li key={index}>
                    <Ltr>
                      {t('row.charge', {
                        type: t(`details.chargeTypes.${charge.type}`),
                        description: charge.description,
                        amount: money(charge.amount),
                      })}
                    </Ltr>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {row.kind === 'sale' && row.listedPrice !== null ? (
            <p className="text-slate-600 dark:text-slate-400">
              <Ltr>{t('row.listedPrice', { amount: money(row.listedPrice) })}</Ltr>
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-row items-center justify-between gap-2 sm:flex-col sm:items-end">
        <div className="sm:text-end">
          <p className="text-lg font-semibold" data-testid="history-amount">
            <Ltr>{money(row.amount)}</Ltr>
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Ltr>{formatDate(row.date)}</Ltr>
          </p>
          {row.paymentMethods.length > 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="history-paid-by">
              {t('row.paidBy', {
                methods: row.paymentMethods
                  .map((method) => t(`fund:payment.methods.${method}`))
                  .join(', '),
              })}
            </p>
          ) : null}
        </div>
        <div className="flex items-center gap-1">
          <Button variant="secondary" size="sm" onClick={onView}>
            <Eye size={16} aria-hidden />
            {t('row.viewDetails')}
          </Button>
          {onDelete ? (
            <button
              type="button"
              onClick={onDelete}
              aria-label={t('row.delete', { car: carName(row) })}
              title={t('row.delete', { car: carName(row) })}
              className="rounded-md p-2 text-red-600 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-blue-500 dark:text-red-400 dark:hover:bg-red-950"
            >
              <Trash2 size={16} aria-hidden />
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
