import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

/** the 'Load more' button under every paged list; hidden when the server has no next page */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}) {
  const { t } = useTranslation();
  if (!hasNextPage) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button
        variant="secondary"
        onClick={() => fetchNextPage()}
        disabled={isFetchingNextPage}
        aria-busy={isFetchingNextPage}
      >
        {isFetchingNextPage ? <Loader2 size={16} className="animate-spin" aria-hidden /> : null}
        {isFetchingNextPage ? t('actions.loadingMore') : t('actions.loadMore')}
      </Button>
    </div>
  );
}
