import { type ReactNode, useId } from 'react';
import { inputClass } from '../../../components/ui/field.tsx';

/** a labelled select with its error message read out with it */
export function SelectField({
  label,
  error,
  children,
  ...props
}: {
  label: string;
  error?: string | undefined;
  children: ReactNode;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <select
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
