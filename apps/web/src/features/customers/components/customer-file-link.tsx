import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** from a rental's or a sale's details to the customer page (not printed) */
export function CustomerFileLink({ id }: { id: string | null }) {
  const { t } = useTranslation('customers');
  if (!id) return null;
  return (
    <Link
      to={`/customers/${id}`}
      className="mt-2 inline-block text-sm text-blue-700 hover:underline print:hidden dark:text-blue-300"
    >
      {t('openFile')}
    </Link>
  );
}
