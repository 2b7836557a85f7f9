import type { BrandView } from '@car-rental/domain/contract/brands';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useBrands } from '../../../lib/catalogue-queries.ts';
import { AddBrandForm } from './add-brand-form.tsx';
import { BrandCard } from './brand-card.tsx';

interface BrandGroup {
  /** null: brands without a group ('Other Brands'), listed last */
  name: string | null;
  brands: BrandView[];
}

/** brands by group name, the brands without a group last; brands keep the server's name order */
function groupBrands(brands: readonly BrandView[]): BrandGroup[] {
  const byName = new Map<string | null, BrandView[]>();
  for (const brand of brands) {
    const key = brand.group?.trim() || null;
    byName.set(key, [...(byName.get(key) ?? []), brand]);
  }
  return [...byName.entries()]
    .map(([name, list]) => ({ name, brands: list }))
    .sort((a, b) => {
      if (a.name === null) return 1;
      if (b.name === null) return -1;
      return a.name.localeCompare(b.name);
    });
}

/** /brands: the Add Brand form and the brands grouped by brand group */
export function BrandsScreen() {
  const { t } = useTranslation('brands');
  const brands = useBrands();
  const groups = groupBrands(brands.data?.items ?? []);

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <AddBrandForm groups={brands.data?.groups ?? []} />
      {brands.isPending ? (
        <PendingNote />
      ) : brands.isError ? (
        <ErrorBox message={errorMessage(brands.error, t('loadFailed'))} />
      ) : groups.length === 0 ? (
        <EmptyState title={t('emptyTitle')} text={t('emptyText')} />
      ) : (
        groups.map((group, index) => {
          const headingId = `brand-group-${index}`;
          return (
            <section key={group.name ?? ''} aria-labelledby={headingId}>
              <h2 id={headingId} className="mb-3 text-xl font-semibold">
                {group.name ?? t('otherBrands')}
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {group.brands.map((brand) => (
                  <BrandCard key={brand.id} brand={brand} />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}
