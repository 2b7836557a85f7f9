import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime, formatNumber, money } from '../../../lib/format.ts';
import { CustomerFileLink } from '../../customers/components/customer-file-link.tsx';
import { ContractSummary } from '../../rentals/components/contract-summary.tsx';
import { useRentalDetails } from '../api/get-rental-details.ts';
import {
  DetailItem,
  DetailList,
  DetailSection,
  DetailsDialog,
  TotalLine,
} from './detail-parts.tsx';
import { VehicleSection } from './vehicle-section.tsx';

/**
 * Rental Details: vehicle, customer, period, mileage, the contract (issue 15: inspections,
 * deposit, PDFs), charges and the Final Total
 */
export function RentalDetailsDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('history');
  const details = useRentalDetails(id);
  const data = details.data;
  const km = (value: number | null) =>
    value === null ? null : t('details.km', { value: formatNumber(value) });
  return (
    <DetailsDialog
      title={t('details.rentalTitle')}
      kind="rental"
      recordId={id}
      onClose={onClose}
      ready={data !== undefined}
      printable={!data?.cancelledAt}
    >
      {details.isPending ? <PendingNote /> : null}
      {details.isError ? <ErrorBox message={errorMessage(details.error, t('loadFailed'))} /> : null}
      {data ? (
        <>
          <VehicleSection vehicle={data.vehicle} />
          <DetailSection title={t('details.customer')}>
            <DetailList>
              <DetailItem label={t('details.name')} value={data.customer.name} />
              <DetailItem label={t('details.contact')} value={data.customer.contact} />
              <DetailItem label={t('details.email')} value={data.customer.email} />
              <DetailItem label={t('details.license')} value={data.customer.license} />
            </DetailList>
            <CustomerFileLink id={data.customer.id} />
          </DetailSection>
          <DetailSection title={t('details.period')}>
            <DetailList>
              {data.cancelledAt ? (
                <DetailItem
                  label={t('details.status')}
                  value={t(data.state === 'no_show' ? 'details.noShowOn' : 'details.cancelledOn', {
                    date: formatDateTime(data.cancelledAt),
                  })}
                />
              ) : null}
              {data.cancelReason ? (
                <DetailItem label={t('details.cancelReason')} value={data.cancelReason} />
              ) : null}
              <DetailItem label={t('details.start')} value={formatDateTime(data.period.start)} />
              <DetailItem label={t('details.end')} value={formatDateTime(data.period.end)} />
              <DetailItem
                label={t('details.duration')}
                value={t('days', { ns: 'common', count: data.period.totalDays })}
              />
              <DetailItem label={t('details.totalAmount')} value={money(data.totalAmount)} />
              {data.advancePaid > 0 ? (
                <DetailItem label={t('details.advancePaid')} value={money(data.advancePaid)} />
              ) : null}
              {data.advanceRefunded > 0 ? (
                <DetailItem
                  label={t('details.advanceRefunded')}
                  value={money(data.advanceRefunded)}
                />
              ) : null}
            </DetailList>
          </DetailSection>
          <DetailSection title={t('details.mileage')}>
            <DetailList>
              <DetailItem label={t('details.startMileage')} value={km(data.mileage.start)} />
              <DetailItem label={t('details.endMileage')} value={km(data.mileage.end)} />
              <DetailItem label={t('details.distance')} value={km(data.mileage.distance)} />
            </DetailList>
          </DetailSection>
          {data.state === 'returned' ? <ContractSummary rentalId={data.id} /> : null}
          {data.charges.length > 0 ? (
            <DetailSection title={t('details.charges')}>
              <table className="w-full text-sm">
                <thead className="text-start text-slate-500 dark:text-slate-400">
                  <tr>
                    <th scope="col" className="py-1 text-start font-normal">
                      {t('details.chargeType')}
                    </th>
                    <th scope="col" className="py-1 text-start font-normal">
                      {t('details.chargeDescription')}
                    </th>
                    <th scope="col" className="py-1 text-end font-normal">
                      {t('details.chargeAmount')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.charges.map((charge) => (
                    <tr key={charge.id} className="border-t border-slate-200 dark:border-slate-700">
                      <td className="py-1">{t(`details.chargeTypes.${charge.type}`)}</td>
                      <td className="py-1">
                        <Ltr>{charge.description}</Ltr>
                      </td>
                      <td className="py-1 text-end">
                        <Ltr>{money(charge.amount)}</Ltr>
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="border-t border-slate-300 font-semibold dark:border-slate-600">
                    <th scope="row" colSpan={2} className="py-1 text-start">
                      {t('details.chargesTotal')}
                    </th>
                    <td className="py-1 text-end">
                      <Ltr>{money(data.chargesTotal)}</Ltr>
                    </td>
                  </tr>
                </tfoot>
              </table>
            </DetailSection>
          ) : null}
          <TotalLine label={t('details.finalTotal')} value={money(data.finalTotal)} />
        </>
      ) : null}
    </DetailsDialog>
  );
}
