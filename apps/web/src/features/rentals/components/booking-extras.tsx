import {
  type ExtraChoiceInput,
  type ExtrasInput,
  extraCodes,
} from '@car-rental/domain/contract/pricing';
import { additionalDriver } from '@car-rental/domain/contract/rentals';
import { EXTRA_MAX_QUANTITY, type ExtraCode } from '@car-rental/domain/pricing/price-list';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { localiseFieldMessage } from '../../../lib/field-errors.ts';
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
export interface Offer {
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

/** an additional driver as typed (decision 0049): name, licence number, its date of issue */
export interface DriverDraft {
  name: string;
  licenceNumber: string;
  licenceIssuedOn: string;
}

export const newDriver = (): DriverDraft => ({ name: '', licenceNumber: '', licenceIssuedOn: '' });

/** as many drivers as the extra counts (none when it is not ticked), typed ones kept */
export function driversCounted(draft: ExtrasDraft, offers: Offer[]): number {
  const driver = draft.additional_driver;
  const offered = offers.some((offer) => offer.code === 'additional_driver');
  return offered && driver.chosen ? driver.quantity : 0;
}

/** the drivers' drafts for `count` drivers: those typed, then blank ones */
export const driversFor = (drivers: DriverDraft[], count: number) =>
  Array.from({ length: count }, (_, index) => drivers[index] ?? newDriver());

/**
 * What is wrong with the drivers typed, by field (`drivers.0.name`), in the screen's language:
 * the contract's own schema, the server's words
 */
export function driverProblems(drivers: DriverDraft[]): Record<string, string> {
  const problems: Record<string, string> = {};
  drivers.forEach((driver, index) => {
    const parsed = additionalDriver.safeParse(driver);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      problems[`drivers.${index}.${String(issue.path[0])}`] ??= localiseFieldMessage(issue.message);
    }
  });
  return problems;
}

/** Each additional driver's name, licence number and date (one set per driver counted) */
export function DriversFields({
  value,
  onChange,
  errors,
}: {
  value: DriverDraft[];
  onChange: (value: DriverDraft[]) => void;
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation('rentals');
  if (value.length === 0) return null;
  const set = (at: number, change: Partial<DriverDraft>) =>
    onChange(value.map((driver, index) => (index === at ? { ...driver, ...change } : driver)));
  return (
    <div className="flex flex-col gap-3" data-testid="booking-drivers">
      {value.map((driver, index) => (
        <fieldset
          key={index}
          className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-3 dark:border-slate-700"
        >
          <legend className="px-1 text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('customer.drivers.title', { number: index + 1 })}
          </legend>
          <Field
            label={t('customer.drivers.name')}
            autoComplete="off"
            required
            value={driver.name}
            onChange={(event) => set(index, { name: event.target.value })}
            error={errors[`drivers.${index}.name`]}
          />
          <Field
            label={t('customer.drivers.licenceNumber')}
            autoComplete="off"
            required
            value={driver.licenceNumber}
            onChange={(event) => set(index, { licenceNumber: event.target.value })}
            error={errors[`drivers.${index}.licenceNumber`]}
          />
          <Field
            label={t('customer.drivers.licenceIssuedOn')}
            type="date"
            required
            value={driver.licenceIssuedOn}
            onChange={(event) => set(index, { licenceIssuedOn: event.target.value })}
            error={errors[`drivers.${index}.licenceIssuedOn`]}
          />
        </fieldset>
      ))}
    </div>
  );
}

/** an extra as the booking kept it (the contract's read: rentalContract.extras) */
export interface KeptExtraView {
  code: ExtraCode;
  quantity: number;
  place: string | null;
  pricing: 'per_day' | 'once';
  price: number;
}

/** the booked extras as ticked: each chosen with its count and place */
export function draftOf(kept: readonly KeptExtraView[]): ExtrasDraft {
  const draft = noExtras();
  for (const extra of kept) {
    draft[extra.code] = { chosen: true, quantity: extra.quantity, place: extra.place ?? '' };
  }
  return draft;
}

/**
 * The check-out's offers (decision 0049): the list's, an extra the booking kept shown at its
 * kept price (a delivery: its place at the kept price beside the list's other places), and
 * one the list no longer sells still offered as kept
 */
export function checkOutOffers(
  list: ExtrasInput | null | undefined,
  kept: readonly KeptExtraView[],
): Offer[] {
  const listed = offeredExtras(list);
  return extraCodes.flatMap((code): Offer[] => {
    const booked = kept.find((extra) => extra.code === code);
    const offer = listed.find((each) => each.code === code);
    if (!booked) return offer ? [offer] : [];
    if (code === 'delivery') {
      const place = { name: booked.place ?? '', price: booked.price };
      const others = (offer?.places ?? []).filter(
        (each) => each.name.toLowerCase() !== place.name.toLowerCase(),
      );
      return [{ code, pricing: 'once', price: 0, places: [place, ...others] }];
    }
    return [{ code, pricing: booked.pricing, price: booked.price, places: [] }];
  });
}

/** whether the extras ticked are the ones booked (same counts and places) */
export function sameExtras(
  chosen: readonly ExtraChoiceInput[],
  kept: readonly { code: string; quantity: number; place: string | null }[],
): boolean {
  const key = (extra: { code: string; quantity: number; place?: string | null | undefined }) =>
    `${extra.code}:${extra.quantity}:${(extra.place ?? '').toLowerCase()}`;
  const sorted = (keys: string[]) => [...keys].sort().join('|');
  return sorted(chosen.map(key)) === sorted(kept.map(key));
}
