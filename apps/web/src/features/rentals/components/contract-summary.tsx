import type { DepositView, InspectionView } from '@car-rental/domain/contract/inspections';
import { newMarks } from '@car-rental/domain/rentals/inspection';
import { smallImageUrl } from '@car-rental/domain/uploads/image-copies';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { formatDateTime, formatNumber, money } from '../../../lib/format.ts';
import { contractPdfUrl, receiptPdfUrl, useRentalContract } from '../api/contract.ts';
import { accessoryLabel } from '../lib/accessory-label.ts';
import { PdfLink } from './pdf-link.tsx';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="font-medium">
        <Ltr>{children}</Ltr>
      </dd>
    </div>
  );
}

/** one walk around: when, odometer, fuel, marks (new ones flagged), missing accessories, photos */
function InspectionSummary({
  title,
  inspection,
  previous,
}: {
  title: string;
  inspection: InspectionView;
  /** the check-out, for a check-in: its marks are not new */
  previous?: InspectionView | null | undefined;
}) {
  const { t } = useTranslation('rentals');
  const id = useId();
  const added = new Set(
    previous ? newMarks(previous.marks, inspection.marks).map((mark) => mark.id) : [],
  );
  const missing = inspection.accessories.filter((check) => !check.present);
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h4 id={id} className="text-sm font-semibold">
        {t('contractSummary.inspectionAt', { title, date: formatDateTime(inspection.at) })}
      </h4>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <Item label={t('contractSummary.odometer')}>
          {t('rentable.km', { value: formatNumber(inspection.odometerKm) })}
        </Item>
        <Item label={t('inspection.fuel.title')}>
          {t('inspection.fuel.position', { value: inspection.fuelEighths })}
        </Item>
        <div className="col-span-2 flex flex-col">
          <dt className="text-slate-500 dark:text-slate-400">{t('inspection.marks.title')}</dt>
          <dd>
            {inspection.marks.length === 0 ? (
              t('inspection.marks.none')
            ) : (
              <ol className="flex flex-col gap-0.5">
                {inspection.marks.map((mark, index) => (
                  <li key={mark.id}>
                    {t('inspection.marks.item', {
                      number: index + 1,
                      type: t(`inspection.damageTypes.${mark.type}`),
                      view: t(`inspection.views.${mark.view}`),
                    })}
                    {mark.note ? ` – ${mark.note}` : ''}{' '}
                    {added.has(mark.id) ? (
                      <Badge tone="red">{t('inspection.marks.new')}</Badge>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
          </dd>
        </div>
        <div className="col-span-2 flex flex-col">
          <dt className="text-slate-500 dark:text-slate-400">
            {t('contractSummary.accessoriesMissing')}
          </dt>
          <dd>
            {missing.length === 0
              ? t('contractSummary.noneMissing')
              : missing.map((check) => accessoryLabel(t, check)).join(', ')}
          </dd>
        </div>
      </dl>
      {inspection.photos.length > 0 ? (
        <ul className="grid grid-cols-4 gap-2">
          {inspection.photos.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img
                  src={smallImageUrl(url) ?? url}
                  alt={t('contractSummary.photo', { title, number: index + 1 })}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-md border border-slate-200 object-cover dark:border-slate-700"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** the deposit: amount and method, then once settled what was kept (and why) and refunded */
function DepositSummary({ deposit }: { deposit: DepositView }) {
  const { t } = useTranslation('rentals');
  const method = t(`checkOut.deposit.methods.${deposit.method}`);
  const cash = deposit.method === 'cash';
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
      <Item label={t('contractSummary.deposit')}>{money(deposit.amount)}</Item>
      <Item label={t('checkOut.deposit.method')}>
        {deposit.reference ? `${method} · ${deposit.reference}` : method}
        {deposit.bank ? ` (${deposit.bank})` : ''}
      </Item>
      <Item label={t('contractSummary.depositStatus')}>
        {deposit.settledAt
          ? t('contractSummary.settledOn', { date: formatDateTime(deposit.settledAt) })
          : t('contractSummary.held')}
      </Item>
      {deposit.settledAt ? (
        <>
          <Item label={t('contractSummary.kept')}>
            {money(deposit.retained)}
            {deposit.retainReason ? ` – ${deposit.retainReason}` : ''}
          </Item>
          <Item label={t('contractSummary.refunded')}>
            {cash ? money(deposit.amount - deposit.retained) : t('contractSummary.handedBack')}
          </Item>
        </>
      ) : null}
    </dl>
  );
}

/**
 * The rental contract in the Rental Details pop-up (issue 15): its number, both walks
 * around the car, the deposit and the PDFs. Nothing for a rental never checked out.
 */
export function ContractSummary({ rentalId }: { rentalId: string }) {
  const { t } = useTranslation('rentals');
  const headingId = useId();
  const contract = useRentalContract(rentalId);
  const data = contract.data;
  if (!data?.contractNumber) return null;
  const number = data.contractNumber;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-700 dark:text-slate-200">
          {t('contractSummary.title', { number })}
        </h3>
        <div className="flex flex-wrap gap-2 print:hidden">
          <PdfLink
            size="sm"
            href={contractPdfUrl(rentalId)}
            label={t('contractSummary.contractPdf')}
            description={t('contractSummary.contractPdf')}
          />
          {data.checkIn ? (
            <PdfLink
              size="sm"
              href={receiptPdfUrl(rentalId)}
              label={t('contractSummary.receiptPdf')}
              description={t('contractSummary.receiptPdf')}
            />
          ) : null}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {data.checkOut ? (
          <InspectionSummary title={t('contractSummary.checkOut')} inspection={data.checkOut} />
        ) : null}
        {data.checkIn ? (
          <InspectionSummary
            title={t('contractSummary.checkIn')}
            inspection={data.checkIn}
            previous={data.checkOut}
          />
        ) : null}
      </div>
      {data.deposit ? (
        <DepositSummary deposit={data.deposit} />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('contractSummary.noDeposit')}
        </p>
      )}
    </section>
  );
}
