import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime, money } from '../../../lib/format.ts';
import { CustomerFileLink } from '../../customers/components/customer-file-link.tsx';
import { useSaleDetails } from '../api/get-sale-details.ts';
import {
  DetailItem,
  DetailList,
  DetailSection,
  DetailsDialog,
  TotalLine,
} from './detail-parts.tsx';
import { VehicleSection } from './vehicle-section.tsx';

/** '+50 000 DA' at or above the listed price, '-50 000 DA' below */
function signed(amount: number) {
  return `${amount >= 0 ? '+' : '-'}${money(Math.abs(amount))}`;
}

/** Sale Details: vehicle, customer, sale date, prices and the Total Sale Amount */
export function SaleDetailsDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('history');
  const details = useSaleDetails(id);
  const data = details.data;
  const customer = data
    ? [
        { label: t('details.name'), value: data.customer.name },
        { label: t('details.phone'), value: data.customer.phone },
        { label: t('details.license'), value: data.customer.license },
      ].filter((item) => item.value)
    : [];
  const showListed = data !== undefined && data.listedPrice !== null && data.difference !== null;
  return (
    <DetailsDialog
      title={t('details.saleTitle')}
      kind="sale"
      recordId={id}
      onClose={onClose}
      ready={data !== undefined}
    >
      {details.isPending ? <PendingNote /> : null}
      {details.isError ? <ErrorBox message={errorMessage(details.error, t('loadFailed'))} /> : null}
      {data ? (
        <>
          <VehicleSection vehicle={data.vehicle} />
          {customer.length > 0 ? (
            <DetailSection title={t('details.customer')}>
              <DetailList>
                {customer.map((item) => (
                  <DetailItem key={item.label} label={item.label} value={item.value} />
                ))}
              </DetailList>
              <CustomerFileLink id={data.customer.id} />
            </DetailSection>
          ) : null}
          <DetailSection title={t('details.sale')}>
            <DetailList>
              <DetailItem label={t('details.saleDate')} value={formatDateTime(data.saleDate)} />
              <DetailItem label={t('details.finalPrice')} value={money(data.finalPrice)} />
              {showListed ? (
                <>
                  <DetailItem label={t('details.listedPrice')} value={money(data.listedPrice)} />
                  <DetailItem
                    label={t('details.difference')}
                    value={
                      <span
                        data-testid="sale-difference"
                        className={
                          (data.difference ?? 0) >= 0
                            ? 'text-emerald-700 dark:text-emerald-400'
                            : 'text-red-700 dark:text-red-400'
                        }
                      >
                        <Ltr>{signed(data.difference ?? 0)}</Ltr>
                      </span>
                    }
                  />
                </>
              ) : null}
            </DetailList>
          </DetailSection>
          <TotalLine label={t('details.totalSaleAmount')} value={money(data.totalSaleAmount)} />
        </>
      ) : null}
    </DetailsDialog>
  );
}
