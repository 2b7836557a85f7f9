import type { ReactNode } from 'react';

const tones = {
  green: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200',
  red: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-200',
  amber: 'bg-amber-100 text-amber-800 dark:bg-amber-900/60 dark:text-amber-200',
  orange: 'bg-orange-100 text-orange-800 dark:bg-orange-900/60 dark:text-orange-200',
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-900/60 dark:text-blue-200',
  purple: 'bg-violet-100 text-violet-800 dark:bg-violet-900/60 dark:text-violet-200',
  slate: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
};

export type BadgeTone = keyof typeof tones;

export function Badge({ tone = 'slate', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
