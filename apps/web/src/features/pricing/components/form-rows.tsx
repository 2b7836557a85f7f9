import type { ComponentProps } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/field.tsx';

/** an amount typed in DA (the server takes centimes): a number field of two decimals */
export function DinarField(props: ComponentProps<typeof Field>) {
  return <Field type="number" inputMode="decimal" min={0} step={0.01} {...props} />;
}

/** a form's list of rows (seasons, tiers, places): add one at the end, remove one */
export function formRows<Values extends FieldValues, Row>(
  form: UseFormReturn<Values, unknown, unknown>,
  name: Path<Values>,
) {
  const rows = () => (form.getValues(name) as Row[] | undefined) ?? [];
  const set = (next: Row[]) => form.setValue(name, next as PathValue<Values, Path<Values>>);
  return {
    add: (row: Row) => set([...rows(), row]),
    remove: (index: number) => set(rows().filter((_, other) => other !== index)),
  };
}
