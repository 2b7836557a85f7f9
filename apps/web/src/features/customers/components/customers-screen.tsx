import type { CustomerView } from '@car-rental/domain/contract/customers';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { LtrList } from '../../../components/ui/ltr.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCustomers } from '../api/customers.ts';
import { CustomerForm } from './customer-form.tsx';

/** /customers: the customer file, searched in SQL, a page at a time */
export function CustomersScreen() {
  const { t } = useTranslation('customers');
  const [q, setQ] = useState('');
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  const search = useDeferredValue(q.trim());
  const customers = useCustomers(search, flaggedOnly);
  const items = customers.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = search !== '' || flaggedOnly;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        {adding ? null : <Button onClick={() => setAdding(true)}>{t('addNew')}</Button>}
      </div>
      {adding ? (
        <CustomerForm
          customer={null}
          onDone={(saved) => {
            setAdding(false);
            if (saved) void navigate(`/customers/${saved.id}`);
          }}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <input
          type="search"
          aria-label={t('search')}
          placeholder={t('search')}
          value={q}
          maxLength={100}
          onChange={(event) => setQ(event.target.value)}
          className={`${inputClass} max-w-md`}
        />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={flaggedOnly}
            onChange={(event) => setFlaggedOnly(event.target.checked)}
          />
          {t('flaggedOnly')}
        </label>
      </div>
      {customers.isPending ? (
        <PendingNote />
      ) : customers.isError ? (
        <ErrorBox message={errorMessage(customers.error, t('loadFailed'))} />
      ) : items.length === 0 ? (
        <EmptyState
          title={filtered ? t('noMatch') : t('emptyTitle')}
          text={filtered ? undefined : t('emptyText')}
        />
      ) : (
        <>
          <ul data-testid="customer-list" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((customer) => (
              <CustomerRow key={customer.id} customer={customer} />
            ))}
          </ul>
          <LoadMore
            hasNextPage={customers.hasNextPage}
            isFetchingNextPage={customers.isFetchingNextPage}
            fetchNextPage={customers.fetchNextPage}
          />
        </>
      )}
    </div>
  );
}

function CustomerRow({ customer }: { customer: CustomerView }) {
  const { t } = useTranslation('customers');
  return (
    <li>
      <Link
        to={`/customers/${customer.id}`}
        aria-label={t('open', { name: customer.fullName })}
        className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 hover:border-blue-400 dark:border-slate-700 dark:bg-slate-900"
      >
        <span className="flex items-center justify-between gap-2 font-medium">
          {customer.fullName}
          {customer.doNotRent ? <Badge tone="red">{t('doNotRent')}</Badge> : null}
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          <LtrList values={[customer.phone, customer.licenceNumber]} />
        </span>
      </Link>
    </li>
  );
}
