import { mayLiftDoNotRent } from '@car-rental/domain/auth/permissions';
import { type CustomerFile, doNotRentBody } from '@car-rental/domain/contract/customers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { formatDate, formatDateTime, money } from '../../../lib/format.ts';
import { useForm } from '../../../lib/use-form.ts';
import { DepositsHeldList } from '../../fund/components/deposits-held-list.tsx';
import { useCustomerFile, useSetDoNotRent } from '../api/customers.ts';
import { CustomerDocuments } from './customer-documents.tsx';
import { CustomerForm } from './customer-form.tsx';

const detailFields = [
  'phone',
  'email',
  'licenceNumber',
  'licenceIssuedOn',
  'idNumber',
  'birthDate',
  'address',
  'notes',
] as const;

/** /customers/:id: the file, every rental and purchase with totals, the deposits held, and the flag */
export function CustomerPage({ id }: { id: string }) {
  const { t } = useTranslation('customers');
  const file = useCustomerFile(id);
  if (file.isPending) return <PendingNote />;
  if (file.isError) {
    const missing = file.error instanceof ApiError && file.error.status === 404;
    return (
      <ErrorBox
        message={missing ? t('page.notFound') : errorMessage(file.error, t('loadFailed'))}
      />
    );
  }
  return <CustomerDetails file={file.data} />;
}

function CustomerDetails({ file }: { file: CustomerFile }) {
  const { t } = useTranslation('customers');
  const { customer, rentals, purchases, totals } = file;
  const { data: user } = useCurrentUser();
  const [flagging, setFlagging] = useState(false);
  const [editing, setEditing] = useState(false);
  const flag = useSetDoNotRent();
  const mayLift = mayLiftDoNotRent(user?.role);

  return (
    <div className="flex flex-col gap-6">
      <Link to="/customers" className="text-sm text-blue-700 hover:underline dark:text-blue-300">
        {t('page.back')}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="flex items-center gap-3 text-2xl font-semibold">
          {customer.fullName}
          {customer.doNotRent ? <Badge tone="red">{t('doNotRent')}</Badge> : null}
        </h1>
        <div className="flex flex-wrap gap-2">
          {editing ? null : (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('edit')}
            </Button>
          )}
          {customer.doNotRent ? (
            mayLift ? (
              <Button
                variant="secondary"
                disabled={flag.isPending}
                onClick={() => flag.mutate({ id: customer.id, doNotRent: false })}
              >
                {t('flag.lift')}
              </Button>
            ) : null
          ) : (
            <Button variant="danger" onClick={() => setFlagging(true)}>
              {t('flag.set')}
            </Button>
          )}
        </div>
      </div>
      {editing ? <CustomerForm customer={customer} onDone={() => setEditing(false)} /> : null}
      {customer.doNotRent ? (
        <p
          data-testid="do-not-rent-reason"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {customer.doNotRentReason}
          {customer.doNotRentBy && customer.doNotRentAt ? (
            <span className="block text-xs opacity-80">
              {t('page.flaggedBy', {
                name: customer.doNotRentBy,
                date: formatDateTime(customer.doNotRentAt),
              })}
            </span>
          ) : null}
        </p>
      ) : null}
      {flag.isError && !flagging ? (
        <ErrorBox message={errorMessage(flag.error, t('flag.failed'))} />
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 dark:border-slate-700">
        {detailFields.map((field) =>
          customer[field] ? (
            <div key={field}>
              <dt className="text-xs text-slate-500 dark:text-slate-400">{t(`fields.${field}`)}</dt>
              <dd className="text-sm">
                {field === 'birthDate' || field === 'licenceIssuedOn' ? (
                  formatDate(customer[field] as string)
                ) : (
                  <Ltr>{customer[field]}</Ltr>
                )}
              </dd>
            </div>
          ) : null,
        )}
      </dl>
      <p data-testid="customer-totals" className="text-sm text-slate-700 dark:text-slate-300">
        <Ltr>
          {t('page.totals', {
            rentals: t('page.rentalCount', { count: totals.rentals }),
            rentalAmount: money(totals.rentalAmount),
            purchases: t('page.purchaseCount', { count: totals.purchases }),
            purchaseAmount: money(totals.purchaseAmount),
          })}
        </Ltr>
      </p>
      <CustomerDocuments customer={customer} />
      <section aria-labelledby="customer-rentals" className="flex flex-col gap-2">
        <h2 id="customer-rentals" className="text-lg font-semibold">
          {t('page.rentals')}
        </h2>
        {rentals.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('page.noRentals')}</p>
        ) : (
          <table className="w-full text-start text-sm">
            <thead>
              <tr>
                <th className="py-1">{t('page.car')}</th>
                <th className="py-1">{t('page.period')}</th>
                <th className="py-1">{t('page.amount')}</th>
              </tr>
            </thead>
            <tbody data-testid="customer-rentals">
              {rentals.map((rental) => (
                <tr key={rental.id} className="border-t border-slate-200 dark:border-slate-700">
                  <td className="py-1">
                    <Ltr>{`${rental.carName}${rental.plate ? ` (${rental.plate})` : ''}`}</Ltr>
                    {rental.drivers.length > 0 ? (
                      <p
                        className="text-xs text-slate-600 dark:text-slate-400"
                        data-testid="rental-drivers"
                      >
                        {t('page.drivers', {
                          drivers: rental.drivers
                            .map((driver) =>
                              t('page.driver', {
                                name: driver.name,
                                licence: driver.licenceNumber,
                                date: formatDate(driver.licenceIssuedOn),
                              }),
                            )
                            .join(' · '),
                        })}
                      </p>
                    ) : null}
                  </td>
                  <td className="py-1">
                    {formatDateTime(rental.startAt)} – {formatDateTime(rental.endAt)}{' '}
                    <Badge tone={rental.state === 'out' ? 'blue' : 'slate'}>
                      {t(`page.state.${rental.state}`)}
                    </Badge>
                  </td>
                  <td className="py-1">
                    <Ltr>{money(rental.total)}</Ltr>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="customer-deposits" className="flex flex-col gap-2">
        <h2 id="customer-deposits" className="text-lg font-semibold">
          {t('page.depositsHeld')}
        </h2>
        <DepositsHeldList customerId={customer.id} />
      </section>
      <section aria-labelledby="customer-purchases" className="flex flex-col gap-2">
        <h2 id="customer-purchases" className="text-lg font-semibold">
          {t('page.purchases')}
        </h2>
        {purchases.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('page.noPurchases')}</p>
        ) : (
          <table className="w-full text-start text-sm">
            <thead>
              <tr>
                <th className="py-1">{t('page.car')}</th>
                <th className="py-1">{t('page.soldOn')}</th>
                <th className="py-1">{t('page.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {purchases.map((purchase) => (
                <tr key={purchase.id} className="border-t border-slate-200 dark:border-slate-700">
                  <td className="py-1">
                    <Ltr>{`${purchase.carName}${purchase.plate ? ` (${purchase.plate})` : ''}`}</Ltr>
                  </td>
                  <td className="py-1">{formatDate(purchase.soldAt)}</td>
                  <td className="py-1">
                    <Ltr>{money(purchase.finalPrice)}</Ltr>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <FlagDialog
        open={flagging}
        name={customer.fullName}
        pending={flag.isPending}
        error={flag.isError ? errorMessage(flag.error, t('flag.failed')) : null}
        onOpenChange={(open) => {
          if (!open) flag.reset();
          setFlagging(open);
        }}
        onConfirm={(reason) =>
          flag.mutate(
            { id: customer.id, doNotRent: true, reason },
            { onSuccess: () => setFlagging(false) },
          )
        }
      />
    </div>
  );
}

function FlagDialog({
  open,
  name,
  pending,
  error,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  name: string;
  pending: boolean;
  error: string | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation('customers');
  const { t: tc } = useTranslation();
  const form = useForm({
    schema: doNotRentBody,
    defaultValues: { reason: '' },
    check: ({ reason }) => ({ reason: reason.trim() ? undefined : t('flag.reasonRequired') }),
    toInput: ({ reason }) => ({ doNotRent: true, reason: reason.trim() }),
  });
  const submit = form.handleSubmit((input) => onConfirm(input.reason ?? ''));
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('flag.title', { name })}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <Field
          label={t('flag.reason')}
          maxLength={500}
          required
          {...form.register('reason', { onChange: () => form.clearErrors('reason') })}
          error={form.error('reason')}
        />
        {error ? <ErrorBox message={error} /> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {tc('actions.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={pending}>
            {pending ? t('flag.saving') : t('flag.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
