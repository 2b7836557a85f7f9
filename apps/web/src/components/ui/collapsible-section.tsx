import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';

/** a titled region whose body opens and closes from its heading button */
export function CollapsibleSection({
  title,
  subtitle,
  defaultOpen = false,
  muted,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  defaultOpen?: boolean;
  muted?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={muted ? 'text-slate-600 dark:text-slate-400' : ''}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center gap-2 rounded-md py-1 text-start hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-500 dark:hover:text-white"
        >
          <ChevronDown
            size={18}
            aria-hidden
            className={`shrink-0 transition-transform ${open ? '' : '-rotate-90 rtl:rotate-90'}`}
          />
          <span>{title}</span>
          {subtitle ? (
            <span className="text-sm font-normal text-slate-500 dark:text-slate-400">
              {subtitle}
            </span>
          ) : null}
        </button>
      </h2>
      <div id={`${id}-body`} hidden={!open} className="mt-3">
        {open ? children : null}
      </div>
    </section>
  );
}
