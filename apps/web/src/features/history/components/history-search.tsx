import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/field.tsx';

const DEBOUNCE_MS = 300;

/** the search box: the address (and the list) follow 300 ms after the last key */
export function HistorySearch({
  value,
  onSearch,
}: {
  value: string | undefined;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation('history');
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const latest = useRef(text);
  latest.current = text;

  // the filter changed elsewhere (Clear all filters, a chip, back/forward): show it
  useEffect(() => {
    if ((value ?? '') !== latest.current.trim()) setText(value ?? '');
  }, [value]);

  useEffect(() => {
    if (text.trim() === (value ?? '')) return;
    const timer = setTimeout(() => onSearch(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('filters.search')}
      </label>
      <div className="relative">
        <Search
          size={16}
          className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          id={id}
          type="search"
          className={`${inputClass} ps-9`}
          placeholder={t('filters.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
    </div>
  );
}
