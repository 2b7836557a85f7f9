import { type ComponentProps, type ReactNode, useId } from 'react';
import { inputClass } from './field.tsx';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: ReactNode;
  /** what the field asks for (shown until an error takes its place) */
  hint?: ReactNode;
  error?: string | undefined;
}

/** a labelled text area with its hint or error read out with it (a reason, a note) */
export function TextAreaField({
  label,
  hint,
  error,
  className = '',
  ...props
}: TextAreaFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <textarea
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        {...props}
      />
      {note ? (
        <p
          id={noteId}
          className={`text-sm ${error ? 'text-red-600 dark:text-red-400' : 'text-amber-700 dark:text-amber-400'}`}
        >
          {note}
        </p>
      ) : null}
    </div>
  );
}
