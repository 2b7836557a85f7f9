import { Printer } from 'lucide-react';
import { DownloadLink } from '../../../components/ui/download-link.tsx';
import { useDataMode } from '../../../lib/data-mode.ts';

const linkClass = {
  md: 'px-3 py-2',
  sm: 'px-2.5 py-1',
};

/**
 * A PDF the server makes (the contract, the return receipt), opened in a new tab to print;
 * demo mode has no server: its worker builds the file and a button saves it.
 */
export function PdfLink({
  href,
  label,
  description,
  size = 'md',
}: {
  href: string;
  label: string;
  /** what exactly opens, for screen readers and the tooltip (its accessible name) */
  description: string;
  size?: 'sm' | 'md';
}) {
  const demo = useDataMode() === 'demo';
  if (demo) return <DownloadLink href={href} label={label} description={description} />;
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      aria-label={description}
      title={description}
      className={`inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 ${linkClass[size]}`}
    >
      <Printer size={16} aria-hidden />
      {label}
    </a>
  );
}
