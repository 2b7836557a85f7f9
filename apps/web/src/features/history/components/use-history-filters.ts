import {
  type HistoryFilters,
  historyPeriods,
  historyTypes,
} from '@car-rental/domain/contract/history';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type FilterKey = 'type' | 'period' | 'q';

function pick<T extends string>(values: readonly T[], value: string | null): T {
  return values.find((candidate) => candidate === value) ?? values[0]!;
}

/** type, period and search live in the address, so a reload keeps them */
export function useHistoryFilters() {
  const [params, setParams] = useSearchParams();
  const filters: HistoryFilters = {
    type: pick(historyTypes, params.get('type')),
    period: pick(historyPeriods, params.get('period')),
    q: params.get('q')?.trim() || undefined,
  };
  const setFilter = useCallback(
    (key: FilterKey, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value && value !== 'all') next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const clearAll = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of ['type', 'period', 'q']) next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const active = filters.type !== 'all' || filters.period !== 'all' || filters.q !== undefined;
  return { filters, setFilter, clearAll, active };
}
