import type { CustomerView } from '@car-rental/domain/contract/customers';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { LtrList } from '../../../components/ui/ltr.tsx';
import { useCustomerSuggestions } from '../api/customers.ts';

/**
 * The customers on file that match what is being typed in a booking or sale dialog (name,
 * phone or licence, matched in SQL): picking one fills the dialog's fields. A flagged one
 * shows its reason, before the booking is refused for it.
 */
export function CustomerSuggestions({
  q,
  onPick,
}: {
  q: string;
  onPick: (customer: CustomerView) => void;
}) {
  const { t } = useTranslation('customers');
  const suggestions = useCustomerSuggestions(q);
  const items = suggestions.data?.items ?? [];
  if (q.trim().length < 2 || items.length === 0) return null;
  return (
    <section
      aria-label={t('suggest.title')}
      data-testid="customer-suggestions"
      className="rounded-lg border border-slate-200 p-2 dark:border-slate-700"
    >
      <p className="px-1 text-xs font-medium text-slate-500 dark:text-slate-400">
        {t('suggest.title')}
      </p>
      <ul className="flex flex-col">
        {items.map((customer) => (
          <li key={customer.id}>
            <button
              type="button"
              aria-label={t('suggest.use', { name: customer.fullName })}
              onClick={() => onPick(customer)}
              className="flex w-full flex-col items-start gap-0.5 rounded-md px-2 py-1.5 text-start text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <span className="font-medium">{customer.fullName}</span>
              <span className="text-xs text-slate-600 dark:text-slate-400">
                <LtrList values={[customer.phone, customer.licenceNumber]} />
              </span>
              {customer.doNotRent ? (
                <Badge tone="red">
                  {t('suggest.flagged', { reason: customer.doNotRentReason ?? '' })}
                </Badge>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
