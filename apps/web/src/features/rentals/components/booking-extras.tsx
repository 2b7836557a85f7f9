import {
  type ExtraChoiceInput,
  type ExtrasInput,
  extraCodes,
} from '@car-rental/domain/contract/pricing';
import { EXTRA_MAX_QUANTITY, type ExtraCode } from '@car-rental/domain/pricing/price-list';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/field.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { money } from '../../../lib/format.ts';

/** the extras sold by the count (a second driver, a second seat); the others are one each */
const counted = new Set<ExtraCode>(['additional_driver', 'child_seat']);
const quantities = Array.from({ length: EXTRA_MAX_QUANTITY }, (_, index) => index + 1);

/** what the desk ticked: each extra chosen or not, how many, and a delivery's place */
export type ExtrasDraft = Record<ExtraCode, { chosen: boolean; quantity: number; place: string }>;

export const noExtras = (): ExtrasDraft =>
  Object.fromEntries(
    extraCodes.map((code) => [code, { chosen: false, quantity: 1, place: '' }]),
  ) as ExtrasDraft;

/** an extra the agency sells: on in the list (a delivery, to at least one place) */
interface Offer {
  code: ExtraCode;
  pricing: 'per_day' | 'once';
  price: number;
  places: { name: string; price: number }[];
}

/** the extras the price list offers, in the list's order (none until the owner sets them) */
export function offeredExtras(list: ExtrasInput | null | undefined): Offer[] {
  if (!list) return [];
  return extraCodes.flatMap((code): Offer[] => {
    if (code === 'delivery') {
      const { enabled, places } = list.delivery;
      return enabled && places.length > 0 ? [{ code, pricing: 'once', price: 0, places }] : [];
    }
    const extra = list[code];
    return extra.enabled ? [{ code, pricing: extra.pricing, price: extra.price, places: [] }] : [];
  });
}

/** the booking's `extras`: the offered ones ticked, with their count and place */
export function extraChoices(draft: ExtrasDraft, offers: Offer[]): ExtraChoiceInput[] {
  return offers.flatMap(({ code, places }): ExtraChoiceInput[] => {
    const choice = draft[code];
    if (!choice.chosen) return [];
    if (code === 'delivery') {
      const place = places.some((each) => each.name === choice.place)
        ? choice.place
        : (places[0]?.name ?? '');
      return [{ code, quantity: 1, place }];
    }
    return [{ code, quantity: counted.has(code) ? choice.quantity : 1 }];
  });
}

/** Book Rental (issue 33): the extras the agency sells, ticked with their count or place */
export function ExtrasFields({
  offers,
  value,
  onChange,
}: {
  offers: Offer[];
  value: ExtrasDraft;
  onChange: (value: ExtrasDraft) => void;
}) {
  const { t } = useTranslation('rentals');
  const { t: tp } = useTranslation('pricing');
  if (offers.length === 0) return null;
  const set = (code: ExtraCode, change: Partial<ExtrasDraft[ExtraCode]>) =>
    onChange({ ...value, [code]: { ...value[code], ...change } });
  return (
    <fieldset
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      data-testid="booking-extras"
    >
      <legend className="px-1 text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('customer.extras.title')}
      </legend>
      {offers.map(({ code, pricing, price, places }) => {
        const name = tp(`extras.name.${code}`);
        const choice = value[code];
        const firstPlace = places[0]?.name ?? '';
        return (
          <div key={code} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4 accent-blue-600"
                checked={choice.chosen}
                onChange={(event) =>
                  set(code, {
                    chosen: event.target.checked,
                    ...(code === 'delivery' && !choice.place ? { place: firstPlace } : {}),
                  })
                }
              />
              {name}
            </label>
            {code === 'delivery' ? null : (
              <span className="text-slate-600 dark:text-slate-400">
                <Ltr>
                  {pricing === 'per_day'
                    ? t('customer.extras.perDay', { price: money(price) })
                    : t('customer.extras.once', { price: money(price) })}
                </Ltr>
              </span>
            )}
            {choice.chosen && counted.has(code) ? (
              <select
                aria-label={t('customer.extras.quantity', { extra: name })}
                className={`${inputClass} w-auto`}
                value={choice.quantity}
                onChange={(event) => set(code, { quantity: Number(event.target.value) })}
              >
                {quantities.map((quantity) => (
                  <option key={quantity} value={quantity}>
                    {quantity}
                  </option>
                ))}
              </select>
            ) : null}
            {choice.chosen && code === 'delivery' ? (
              <select
                aria-label={t('quote.place')}
                className={`${inputClass} w-auto`}
                value={choice.place || firstPlace}
                onChange={(event) => set(code, { place: event.target.value })}
              >
                {places.map((place) => (
                  <option key={place.name} value={place.name}>
                    {t('customer.extras.placeOption', {
                      place: place.name,
                      price: money(place.price),
                    })}
                  </option>
                ))}
              </select>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
