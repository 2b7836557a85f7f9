/**
 * Unicode isolates for text that mixes Arabic with numbers and codes: LRI … PDI keeps
 * "20 000 DA" or "CTR-2026-000012" whole and left to right inside a right-to-left line
 * (without it the bidi algorithm prints "DA 000 20"). A renderer strips them after the
 * bidi algorithm has read them.
 */
export const ltr = (text: string) => `\u2066${text}\u2069`;

/** FSI … PDI: a value someone typed, in the direction of its first letter */
export const isolate = (text: string) => `\u2068${text}\u2069`;
