import type { CloseDrawerInput, DrawerDay } from '@car-rental/domain/contract/drawers';
import { isDomainError } from '@car-rental/domain/errors';
import { closeDrawer, DENOMINATIONS } from '@car-rental/domain/fund/drawer';
import { fieldMessage } from '@car-rental/domain/messages';
import type { Centimes } from '@car-rental/domain/money';
import { localiseFieldMessage } from '../../../lib/field-errors.ts';
import { parseDinars } from '../../../lib/format.ts';

/** what the count form holds: typed texts, one per note or coin of DENOMINATIONS */
export interface CountValues {
  countedCash: string;
  byDenomination: boolean;
  notes: string[];
  handedOver: string;
  reason: string;
  /** the day's cheques ticked present, by their entry's id */
  cheques: Record<string, boolean>;
}

export const emptyCount = (): CountValues => ({
  countedCash: '',
  byDenomination: false,
  notes: DENOMINATIONS.map(() => ''),
  handedOver: '',
  reason: '',
  cheques: {},
});

/** how many of the day's cheques are ticked present; undefined when the day took none */
export function chequesTicked(
  drawer: Pick<DrawerDay, 'cheques'>,
  values: Pick<CountValues, 'cheques'>,
): number | undefined {
  if (drawer.cheques.length === 0) return undefined;
  return drawer.cheques.filter((cheque) => values.cheques[cheque.entryId] === true).length;
}

/** a typed count of notes: a whole number from 0, else undefined */
function noteCount(text: string | undefined): number | undefined {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return 0;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** the cash the notes and coins make, in centimes (undefined while a count is not a number) */
export function denominationTotal(notes: readonly string[]): Centimes | undefined {
  let total = 0;
  for (const [index, value] of DENOMINATIONS.entries()) {
    const count = noteCount(notes[index]);
    if (count === undefined) return undefined;
    total += value * count * 100;
  }
  return total;
}

/** the cash counted as the form reads it: the notes' total, or the figure typed */
export function countedOf(values: CountValues): Centimes | undefined {
  return values.byDenomination ? denominationTotal(values.notes) : parseDinars(values.countedCash);
}

/** the close body the contract takes, from the typed texts and the cheques ticked */
export function closeInput(values: CountValues, chequesTicked: number | undefined) {
  const denominations = values.byDenomination
    ? DENOMINATIONS.map((value, index) => ({
        value,
        count: noteCount(values.notes[index]) ?? 0,
      })).filter((note) => note.count > 0)
    : [];
  const reason = values.reason.trim();
  return {
    countedCash: countedOf(values) ?? Number.NaN,
    ...(denominations.length > 0 ? { denominations } : {}),
    ...(chequesTicked === undefined ? {} : { chequesCounted: chequesTicked }),
    ...(values.handedOver.trim() === ''
      ? {}
      : { handedOver: parseDinars(values.handedOver) ?? Number.NaN }),
    ...(reason === '' ? {} : { reason }),
  };
}

/**
 * The domain's own close rule run before sending (a reason when the cash or the cheques
 * differ, notes adding up, no more handed over than counted): each refused field and its
 * message in the user's language. Only once the figures are numbers (the schema says the rest).
 */
export function closeRefusals(
  drawer: Pick<DrawerDay, 'expectedCash' | 'cheques'>,
  input: ReturnType<typeof closeInput>,
): Record<string, string> {
  if (!Number.isFinite(input.countedCash) || !Number.isFinite(input.handedOver ?? 0)) return {};
  try {
    closeDrawer(drawer.expectedCash, drawer.cheques.length, input as CloseDrawerInput);
    return {};
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return Object.fromEntries(
      (error.fields ?? []).map((field) => [
        field.path,
        localiseFieldMessage(fieldMessage(field.key, field.values)),
      ]),
    );
  }
}

/** whether the count differs from what the drawer should hold (the reason is then required) */
export function countDiffers(
  drawer: Pick<DrawerDay, 'expectedCash' | 'cheques'>,
  counted: Centimes | undefined,
  chequesTicked: number | undefined,
): boolean {
  const cashDiffers = counted !== undefined && counted !== drawer.expectedCash;
  return cashDiffers || (chequesTicked !== undefined && chequesTicked !== drawer.cheques.length);
}
