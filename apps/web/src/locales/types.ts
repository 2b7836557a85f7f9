/**
 * A translation of an English catalogue: the same keys, any strings. Plural keys
 * (`x_one`, `x_other`) may carry the extra forms a language needs (Arabic: `x_zero`,
 * `x_two`, `x_few`, `x_many`); the catalogue test checks every form is there.
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
} & { [plural: `${string}_${'zero' | 'two' | 'few' | 'many'}`]: string };
