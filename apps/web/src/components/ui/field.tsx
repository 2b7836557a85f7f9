import { type ComponentProps, type ReactNode, useId } from 'react';

export const inputClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-blue-500 focus:outline-none focus:ring-2 focus:ring-blue-500/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 aria-[invalid=true]:border-red-500';

export interface FieldProps extends ComponentProps<'input'> {
  label: ReactNode;
  error?: string | undefined;
}

/** what is typed left to right in every language (issue 28 §14: "0699 01 02 03" in Arabic) */
const leftToRight = new Set(['tel', 'email', 'url']);

/**
 * a labelled input with its error message read out with it; a phone, e-mail or web address
 * field reads left to right, aligned at the start edge of a right-to-left page
 */
export function Field({ label, error, id, className = '', ...props }: FieldProps) {
  const generated = useId();
  const ltr = leftToRight.has(props.type ?? '');
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <input
        id={inputId}
        className={ltr ? `${inputClass} rtl:text-right` : inputClass}
        dir={ltr ? 'ltr' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
