import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type Resolver,
  set,
  type UseFormReturn,
  useForm as useHookForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from './api-client.ts';
import { fieldErrors, localiseFieldMessage } from './field-errors.ts';

export interface FormOptions<Values extends FieldValues, Output> {
  /** the contract's schema (packages/domain/src/contract): what the form sends is what it parses */
  schema: z.ZodType<Output>;
  /** the typed texts a form starts with */
  defaultValues: Values;
  /** the typed texts as the schema reads them (a price in dinars becomes centimes) */
  toInput?: (values: Values) => unknown;
  /**
   * a refused field's message in the screen's own words (by the field and the zod issue's
   * code); the schema's words otherwise
   */
  message?: (field: string, code: string) => string | undefined;
  /** the screen's own rules, before the schema's: each refused field and its message */
  check?: (values: Values) => Record<string, string | undefined>;
  /** the form shows one message, in its error box, for any refusal (a sign-in form) */
  oneMessage?: boolean;
  /** the fields the form shows an error beside ('deposit.amount'); by default its values' names */
  fields?: readonly string[];
}

export interface Form<Values extends FieldValues, Output>
  extends UseFormReturn<Values, unknown, Output> {
  /**
   * a field's message (or the first of a group's, 'accessories' for 'accessories.2'): the
   * client's check or the server's refusal, in the user's language
   */
  error: (name: string) => string | undefined;
  /**
   * the one path for a mutation's refusal: the server's field errors (`fieldErrors`) go beside
   * the form's own fields; with a fallback, the refusal's sentence becomes the form's failure
   * when a field of it is not shown, or it names none (or always, with `always`). True when a
   * field shows it.
   */
  refuse: (error: unknown, fallback?: string, options?: { always?: boolean }) => boolean;
  /** the refusal's sentence that no field shows, for the form's error box */
  failure: string | null;
}

/** each error's message in the screen's words, or the schema's words in the user's language */
function localise(errors: FieldErrors, message: FormOptions<FieldValues, unknown>['message']) {
  const walk = (node: Record<string, unknown>, prefix: string): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        const name = prefix ? `${prefix}.${key}` : key;
        if (!value || typeof value !== 'object') return [key, value];
        const error = value as FieldError;
        if (typeof error.message === 'string' && 'type' in error) {
          const text = message?.(name, String(error.type)) ?? localiseFieldMessage(error.message);
          return [key, { ...error, message: text }];
        }
        return [key, walk(value as Record<string, unknown>, name)];
      }),
    );
  return walk(errors as Record<string, unknown>, '') as FieldErrors;
}

/** the first message under an error node (a field's, or an item's of a list) */
function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const { message } = node as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const value of Object.values(node)) {
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

/**
 * Every form's state: react-hook-form over the contract's zod schema (the server checks the
 * same one). Validation runs at submit, then again on each change of a refused field.
 */
export function useForm<Values extends FieldValues, Output>({
  schema,
  defaultValues,
  toInput = (values) => values,
  message,
  check,
  oneMessage = false,
  fields,
}: FormOptions<Values, Output>): Form<Values, Output> {
  const zod = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, Output>;
  const resolver: Resolver<Values, unknown, Output> = async (values, context, options) => {
    const result = await validate(values, context, options);
    if (!oneMessage) return result;
    const first = firstMessage(result.errors);
    if (!first) return result;
    return { values: {}, errors: { root: { server: { type: 'check', message: first } } } } as never;
  };
  const validate: Resolver<Values, unknown, Output> = async (values, context, options) => {
    const own = Object.entries(check?.(values) ?? {}).filter(([, text]) => text);
    if (own.length > 0) {
      const errors: FieldErrors = {};
      for (const [name, text] of own) set(errors, name, { type: 'check', message: text });
      return { values: {}, errors } as never;
    }
    const result = await zod(toInput(values) as FieldValues, context, options as never);
    const errors = localise(result.errors, message);
    // a refusal of a part the form holds no value for (a list it keeps outside) is its failure
    const elsewhere = Object.keys(errors).find((key) => !(key in defaultValues));
    const failure = elsewhere ? firstMessage(errors[elsewhere]) : undefined;
    if (failure) errors.root = { server: { type: 'schema', message: failure } };
    return { values: result.values, errors } as never;
  };
  const form = useHookForm<Values, unknown, Output>({
    defaultValues: defaultValues as DefaultValues<Values>,
    resolver,
  });
  const errors = form.formState.errors;
  const known = (name: string) =>
    !oneMessage && (fields ? fields.includes(name) : (name.split('.')[0] ?? name) in defaultValues);

  const refuse: Form<Values, Output>['refuse'] = (error, fallback, { always = false } = {}) => {
    const named = Object.entries(fieldErrors(error));
    const shown = named.filter(([name]) => known(name));
    for (const [name, text] of shown) {
      form.setError(name as Path<Values>, { type: 'server', message: text });
    }
    if (fallback !== undefined && (always || shown.length === 0 || shown.length < named.length)) {
      form.setError('root.server', { type: 'server', message: errorMessage(error, fallback) });
    }
    return shown.length > 0;
  };

  return {
    ...form,
    error: (name) => firstMessage(get(errors, name)),
    refuse,
    failure: errors.root?.server?.message ?? null,
  };
}
