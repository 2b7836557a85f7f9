/** the period picker's time slots (spec §5); the first is the default for both times */
export const TIME_SLOTS = [
  { value: '09:00', label: '9:00' },
  { value: '11:00', label: '11:00' },
  { value: '12:00', label: '12:00' },
  { value: '14:30', label: '14:30' },
  { value: '17:30', label: '17:30' },
] as const;

export const CUSTOM = 'custom';
export const DEFAULT_SLOT = '09:00';

export interface TimeSelection {
  /** a slot's 'HH:MM' or 'custom' */
  slot: string;
  /** the custom time 'HH:MM', '' until entered */
  custom: string;
}

export const defaultTime = (): TimeSelection => ({ slot: DEFAULT_SLOT, custom: '' });

/** the chosen 'HH:MM', or '' while a custom time is not filled */
export function chosenTime(selection: TimeSelection): string {
  return selection.slot === CUSTOM ? selection.custom : selection.slot;
}

/** keeps a slot that is not past; else the first slot that is not, else a custom time */
export function firstOpenTime(
  selection: TimeSelection,
  isPast: (time: string) => boolean,
): TimeSelection {
  if (selection.slot === CUSTOM || !isPast(selection.slot)) return selection;
  const open = TIME_SLOTS.find((slot) => !isPast(slot.value));
  return open ? { ...selection, slot: open.value } : { ...selection, slot: CUSTOM };
}
