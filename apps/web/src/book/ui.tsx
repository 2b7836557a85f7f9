import type { InputHTMLAttributes, ReactNode } from 'react';

/** a labelled input with its refusal beside it (read out with the field) */
export function Field({
  id,
  label,
  error,
  hint,
  ...input
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
} & InputHTMLAttributes<HTMLInputElement>) {
  const described = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={`min-h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 ${
          error ? 'border-red-700' : 'border-slate-400'
        } focus:outline-2 focus:outline-offset-1 focus:outline-blue-700`}
        {...input}
      />
      {hint}
      {error ? (
        <p id={described} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

export function Alert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
      {children}
    </p>
  );
}

export const buttonClass =
  'min-h-11 rounded-lg bg-blue-700 px-4 font-semibold text-white hover:bg-blue-800 disabled:opacity-60';
export const quietButtonClass =
  'min-h-11 rounded-lg border border-slate-400 bg-white px-4 font-medium text-slate-900 hover:bg-slate-100';
