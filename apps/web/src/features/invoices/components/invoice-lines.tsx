import type { InvoiceData } from '@car-rental/domain/contract/invoices';
import { vatRatePercent } from '@car-rental/domain/invoices/invoice-totals';
import { formatDA } from '@car-rental/domain/money';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../../components/ui/ltr.tsx';

/** invoices show centimes, so that HT + VAT visibly add up to TTC */
const amount = (centimes: number) => formatDA(centimes, 2);

/** the priced lines and the totals (HT / VAT / TTC when the invoice has VAT) */
export function InvoiceLines({ data }: { data: InvoiceData }) {
  const { t } = useTranslation('invoices');
  const lines: [string, number][] =
    data.kind === 'rental'
      ? [
          [t('rentalLine', { count: data.period.totalDays }), data.rentalAmount],
          ...data.charges.map((charge): [string, number] => [
            `${t(`chargeTypes.${charge.type}`)}: ${charge.description}`,
            charge.amount,
          ]),
        ]
      : [
          ...(data.listedPrice !== null
            ? ([[t('listedPrice'), data.listedPrice]] as [string, number][])
            : []),
          [t('salePrice'), data.salePrice],
        ];
  const totals = data.totals;
  const totalRows: [string, number, boolean][] =
    totals.vatRateBp === null
      ? [[t('total'), totals.totalTtc, true]]
      : [
          [t('totalHt'), totals.totalHt, false],
          [t('vat', { rate: vatRatePercent(totals.vatRateBp) }), totals.vat, false],
          [t('totalTtc'), totals.totalTtc, true],
        ];
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="border-b border-slate-400">
          <th scope="col" className="py-1 text-start font-semibold">
            {t('description')}
          </th>
          <th scope="col" className="py-1 text-end font-semibold">
            {t('amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map(([label, value]) => (
          <tr key={label} className="border-b border-slate-200">
            <td className="py-1.5">
              <Ltr>{label}</Ltr>
            </td>
            <td className="py-1.5 text-end tabular-nums">
              <Ltr>{amount(value)}</Ltr>
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {totalRows.map(([label, value, grand]) => (
          <tr key={label} className={grand ? 'text-base font-bold' : ''}>
            <th scope="row" className="pt-2 text-end font-[inherit]">
              {label}
            </th>
            <td
              className="pt-2 text-end tabular-nums"
              data-testid={grand ? 'invoice-total' : undefined}
            >
              <Ltr>{amount(value)}</Ltr>
            </td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
