import { useTranslation } from 'react-i18next';
import { ForSaleSection } from '../../features/sales/components/for-sale-section.tsx';
import { ListableSection } from '../../features/sales/components/listable-section.tsx';
import { RecentlySoldSection } from '../../features/sales/components/recently-sold-section.tsx';
import { SaleFilterBar } from '../../features/sales/components/sale-filter-bar.tsx';
import { SalesSummaryCards } from '../../features/sales/components/sales-summary-cards.tsx';
import { useSaleFilters } from '../../features/sales/components/use-sale-filters.ts';

/** Car Sales: the cards, the filters, the listing, the cars ready to list and the last sales */
export function Component() {
  const { t } = useTranslation('sales');
  const { filters, setFilter } = useSaleFilters();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <SalesSummaryCards />
      <SaleFilterBar filters={filters} onChange={setFilter} />
      <ForSaleSection filters={filters} />
      <ListableSection filters={filters} />
      <RecentlySoldSection />
    </div>
  );
}
