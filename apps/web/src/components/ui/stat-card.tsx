import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Ltr } from './ltr.tsx';

const tones = {
  blue: 'bg-blue-50 text-blue-700 dark:bg-blue-950 dark:text-blue-300',
  green: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  amber: 'bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
  red: 'bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300',
  purple: 'bg-violet-50 text-violet-700 dark:bg-violet-950 dark:text-violet-300',
  slate: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
};

export interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  icon: LucideIcon;
  tone?: keyof typeof tones;
  extra?: ReactNode;
}

/** a figure card; the label names the figure for screen readers too */
export function StatCard({ label, value, icon: Icon, tone = 'blue', extra }: StatCardProps) {
  return (
    <section className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className={`rounded-lg p-2.5 ${tones[tone]}`}>
        <Icon size={22} aria-hidden />
      </div>
      <div className="min-w-0 flex-1">
        <h2 className="text-sm text-slate-500 dark:text-slate-400">{label}</h2>
        <p className="truncate text-xl font-semibold" data-testid="stat-value">
          <Ltr>{value}</Ltr>
        </p>
      </div>
      {extra}
    </section>
  );
}
