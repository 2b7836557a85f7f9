/**
 * Issue 28 §16: a car's fuel is typed freely (the spec's text field), but the screens name
 * the usual ones in the reader's language. These are the fuels a screen translates; what
 * the desk typed is recognised in English, French or Arabic, any case or accent, and any
 * other text is shown as typed.
 */
export const fuelTypes = ['gasoline', 'diesel', 'lpg', 'hybrid', 'electric'] as const;
export type FuelType = (typeof fuelTypes)[number];

/** the words each fuel is typed as, without case or accents */
const fuelWords: Record<FuelType, readonly string[]> = {
  gasoline: ['gasoline', 'petrol', 'gas', 'essence', 'sans plomb', 'بنزين', 'البنزين'],
  diesel: ['diesel', 'gasoil', 'gazole', 'gas oil', 'ديزل', 'مازوت', 'المازوت', 'الديزل'],
  lpg: ['lpg', 'gpl', 'gpl-c', 'sirghaz', 'autogas', 'غاز البترول المسال', 'سيرغاز'],
  hybrid: ['hybrid', 'hybride', 'هجين', 'هجينة'],
  electric: ['electric', 'electrique', 'ev', 'كهربائي', 'كهربائية'],
};

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const byWord = new Map(
  (Object.entries(fuelWords) as [FuelType, readonly string[]][]).flatMap(([type, words]) =>
    words.map((word) => [normalise(word), type] as const),
  ),
);

/** the fuel a car's typed text names ('Diesel', 'essence', 'بنزين'), or null when not one */
export function fuelTypeOf(text: string | null | undefined): FuelType | null {
  if (!text) return null;
  return byWord.get(normalise(text)) ?? null;
}
