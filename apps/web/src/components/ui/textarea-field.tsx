import { type ComponentProps, type ReactNode, useId } from 'react';
import { inputClass } from './field.tsx';
import { FieldFrame } from './field-frame.tsx';

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
  const note = error ?? hint;
  return (
    <FieldFrame
      id={id}
      label={label}
      note={note}
      isError={!!error}
      hintClass="text-amber-700 dark:text-amber-400"
      className={className}
    >
      <textarea
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? `${id}-note` : undefined}
        {...props}
      />
    </FieldFrame>
  );
}
