import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** the next server page of a list */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}) {
  const { t } = useTranslation('cars');
  if (!hasNextPage) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="secondary" disabled={isFetchingNextPage} onClick={() => fetchNextPage()}>
        {isFetchingNextPage ? t('loadingMore') : t('loadMore')}
      </Button>
    </div>
  );
}
