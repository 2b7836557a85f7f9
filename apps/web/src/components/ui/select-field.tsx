import { type ComponentProps, type ReactNode, useId } from 'react';
import { inputClass } from './field.tsx';

interface SelectFieldProps extends ComponentProps<'select'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
}

/** a labelled select with its hint or error read out with it: every form's select */
export function SelectField({
  label,
  hint,
  error,
  children,
  className = '',
  ...props
}: SelectFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <select
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        {...props}
      >
        {children}
      </select>
      {note ? (
        <p
          id={noteId}
          className={`text-sm ${error ? 'text-red-600 dark:text-red-400' : 'text-slate-600 dark:text-slate-400'}`}
        >
          {note}
        </p>
      ) : null}
    </div>
  );
}
