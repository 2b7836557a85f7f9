import type { ReactNode } from 'react';

/**
 * A control's label above it and its note below (an error in red, else a hint): what
 * SelectField and TextAreaField share. `noteId` is what the control's aria-describedby names.
 */
export function FieldFrame({
  id,
  label,
  note,
  isError,
  hintClass = 'text-slate-600 dark:text-slate-400',
  className = '',
  children,
}: {
  id: string;
  label: ReactNode;
  note: ReactNode;
  isError: boolean;
  /** the colour of a hint (a reason the form requires reads in amber) */
  hintClass?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      {children}
      {note ? (
        <p
          id={`${id}-note`}
          className={`text-sm ${isError ? 'text-red-600 dark:text-red-400' : hintClass}`}
        >
          {note}
        </p>
      ) : null}
    </div>
  );
}
