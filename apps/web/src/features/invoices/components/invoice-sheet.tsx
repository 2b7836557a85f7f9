import type { Invoice, InvoiceData } from '@car-rental/domain/contract/invoices';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr, LtrList } from '../../../components/ui/ltr.tsx';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format.ts';
import { InvoiceLines } from './invoice-lines.tsx';

function Facts({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  const { t } = useTranslation();
  return (
    <section className="break-inside-avoid">
      <h2 className="mb-1 border-b border-slate-300 pb-1 text-sm font-semibold uppercase tracking-wide text-slate-700">
        {title}
      </h2>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-0.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd>
              {value === null || value === undefined || value === '' ? t('na') : <Ltr>{value}</Ltr>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** what a sheet prints: an invoice, or a pro forma (no number: nothing was sold or stored) */
export type PrintedSheet =
  | Pick<Invoice, 'number' | 'createdAt' | 'data' | 'creditNote'>
  | { number: null; createdAt: string; data: InvoiceData; creditNote?: undefined };

/** the invoice as printed: a white A4 sheet in either theme; a pro forma says it is not one */
export function InvoiceSheet({ invoice }: { invoice: PrintedSheet }) {
  const { t } = useTranslation('invoices');
  const { data } = invoice;
  const proForma = invoice.number === null;
  const b = data.business;
  const km = (value: number | null) =>
    value === null ? null : t('km', { value: formatNumber(value) });
  const identifiers = (['rc', 'nif', 'nis', 'ai'] as const).filter((key) => b[key]);
  return (
    <article
      id="invoice-sheet"
      aria-label={proForma ? t('proForma.title') : t('pageTitle', { number: invoice.number })}
      className="mx-auto flex w-full max-w-[210mm] flex-col gap-5 rounded-lg border border-slate-200 bg-white p-8 text-slate-900 shadow-sm sm:min-h-[297mm]"
    >
      <header className="flex flex-wrap items-start justify-between gap-6 border-b-2 border-slate-800 pb-4">
        <div className="flex items-start gap-3">
          {b.businessLogo ? (
            <img src={b.businessLogo} alt="" className="size-14 object-contain" />
          ) : null}
          <div className="text-sm">
            <p className="text-xl font-bold" data-testid="invoice-business">
              {b.businessName}
            </p>
            {b.businessAddress ? (
              <p>
                <Ltr>{b.businessAddress}</Ltr>
              </p>
            ) : null}
            {b.businessPhone || b.businessEmail ? (
              <p data-testid="invoice-business-contact">
                <LtrList values={[b.businessPhone, b.businessEmail]} />
              </p>
            ) : null}
            {identifiers.length ? (
              <p className="text-xs text-slate-600">
                <LtrList values={identifiers.map((key) => `${key.toUpperCase()}: ${b[key]}`)} />
              </p>
            ) : null}
          </div>
        </div>
        <div className="text-end">
          {proForma ? (
            <>
              <h1 className="text-2xl font-bold uppercase tracking-widest">
                {t('proForma.title')}
              </h1>
              <p className="text-sm font-semibold" data-testid="pro-forma-notice">
                {t('proForma.notInvoice')}
              </p>
            </>
          ) : (
            <>
              <h1 className="text-lg font-bold uppercase">
                {data.kind === 'rental' ? t('rentalInvoice') : t('saleInvoice')}
              </h1>
              <p className="text-sm">
                {t('number')}{' '}
                <Ltr testId="invoice-number" className="font-semibold">
                  {invoice.number}
                </Ltr>
              </p>
            </>
          )}
          <p className="text-sm">
            {t('date')} {formatDate(invoice.createdAt)}
          </p>
          {invoice.creditNote ? (
            <p className="text-sm font-semibold text-red-700">
              {t('creditedBy')} <Ltr testId="invoice-credit-note">{invoice.creditNote.number}</Ltr>{' '}
              ({formatDate(invoice.creditNote.createdAt)})
            </p>
          ) : null}
        </div>
      </header>
      <div className="grid gap-5 sm:grid-cols-2">
        <Facts
          title={t('customer')}
          rows={[
            [t('name'), data.customer.name],
            [t('phone'), data.customer.phone],
            ...(data.kind === 'rental'
              ? ([[t('email'), data.customer.email]] as [string, ReactNode][])
              : []),
            [t('license'), data.customer.license],
          ]}
        />
        <Facts
          title={t('vehicle')}
          rows={[
            [t('car'), `${data.car.brandName} ${data.car.modelName}`],
            [t('plate'), data.car.plate],
            [t('year'), data.car.year],
            [t('color'), data.car.color],
          ]}
        />
        {data.kind === 'rental' ? (
          <>
            <Facts
              title={t('period')}
              rows={[
                [t('start'), formatDateTime(data.period.start)],
                [t('end'), formatDateTime(data.period.end)],
                [t('duration'), t('days', { ns: 'common', count: data.period.totalDays })],
              ]}
            />
            <Facts
              title={t('mileage')}
              rows={[
                [t('mileageStart'), km(data.mileage.start)],
                [t('mileageEnd'), km(data.mileage.end)],
                [t('driven'), km(data.mileage.driven)],
              ]}
            />
          </>
        ) : proForma ? null : (
          <Facts title={t('sale')} rows={[[t('saleDate'), formatDateTime(data.saleDate)]]} />
        )}
      </div>
      <InvoiceLines data={data} />
      <p className="mt-auto pt-6 text-center text-xs text-slate-600">
        {proForma ? t('proForma.footer') : t('thanks')}
      </p>
    </article>
  );
}
