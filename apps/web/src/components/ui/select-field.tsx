import { type ComponentProps, type ReactNode, useId } from 'react';
import { inputClass } from './field.tsx';
import { FieldFrame } from './field-frame.tsx';

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
  const note = error ?? hint;
  return (
    <FieldFrame id={id} label={label} note={note} isError={!!error} className={className}>
      <select
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? `${id}-note` : undefined}
        {...props}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
