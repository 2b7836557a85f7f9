import type { ReactNode } from 'react';
import { Ltr } from '../ui/ltr.tsx';

export interface CarFact {
  label: string;
  value: ReactNode;
}

/** label/value lines of a car card; a fact without a value is left out */
export function CarFacts({ facts }: { facts: CarFact[] }) {
  const shown = facts.filter(
    (fact) => fact.value !== null && fact.value !== undefined && fact.value !== '',
  );
  if (shown.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
      {shown.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="text-slate-500 dark:text-slate-400">{fact.label}</dt>
          <dd className="truncate text-end font-medium">
            <Ltr>{fact.value}</Ltr>
          </dd>
        </div>
      ))}
    </dl>
  );
}
