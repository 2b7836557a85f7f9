import { type AccessoryCheck, standardAccessories } from '@car-rental/domain/rentals/inspection';
import type { TFunction } from 'i18next';

const standardKeys = new Set<string>(standardAccessories.map((item) => item.key));

/**
 * Issue 28 §16: an accessory's name in the screen's language. A standard one (spare wheel,
 * jack, ...) reads the catalogue (rentals:inspection.accessories.standard); the agency's own
 * (`custom:<label>`) are shown as the agency typed them.
 */
export function accessoryLabel(t: TFunction, item: Pick<AccessoryCheck, 'key' | 'label'>): string {
  return standardKeys.has(item.key)
    ? t(`inspection.accessories.standard.${item.key}`, { ns: 'rentals', defaultValue: item.label })
    : item.label;
}
