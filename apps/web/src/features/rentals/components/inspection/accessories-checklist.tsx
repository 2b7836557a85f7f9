import type { AccessoryCheck } from '@car-rental/domain/rentals/inspection';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge.tsx';
import { accessoryLabel } from '../../lib/accessory-label.ts';

export interface AccessoryItem {
  key: string;
  label: string;
}

/**
 * The accessories checked at the walk around (the contract's list: the standard ones, then
 * the agency's). Each change answers the whole list in the items' order. `previous` (a
 * check-in) flags what the check-out had and is now missing.
 */
export function AccessoriesChecklist({
  items,
  value,
  onChange,
  previous,
}: {
  items: AccessoryItem[];
  value: AccessoryCheck[];
  onChange: (value: AccessoryCheck[]) => void;
  previous?: AccessoryCheck[] | undefined;
}) {
  const { t } = useTranslation('rentals');
  const present = (list: AccessoryCheck[] | undefined, key: string) =>
    list?.find((check) => check.key === key)?.present ?? false;

  const toggle = (key: string, checked: boolean) =>
    onChange(
      items.map((item) => ({
        key: item.key,
        label: item.label,
        present: item.key === key ? checked : present(value, item.key),
      })),
    );

  return (
    <ul className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
      {items.map((item) => {
        const checked = present(value, item.key);
        const missing = !checked && present(previous, item.key);
        return (
          <li key={item.key}>
            <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={checked}
                onChange={(event) => toggle(item.key, event.target.checked)}
                className="size-4 accent-blue-600"
              />
              <span>{accessoryLabel(t, item)}</span>
              {missing ? (
                <Badge tone="red">{t('inspection.accessories.missingSince')}</Badge>
              ) : null}
            </label>
          </li>
        );
      })}
    </ul>
  );
}
