import { Download } from 'lucide-react';
import { useState } from 'react';
import type { DemoFile } from '../../demo/demo-client.ts';
import { errorMessage, request } from '../../lib/api-client.ts';
import { useDataMode } from '../../lib/data-mode.ts';

const linkClass =
  'inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';

/** '/api/fund/export.csv?type=sales' -> the API path and its query, as the demo store takes them */
function apiRequestOf(href: string): { path: string; query: Record<string, string> } {
  const url = new URL(href, 'http://demo.local');
  return {
    path: url.pathname.replace(/^\/api/, ''),
    query: Object.fromEntries(url.searchParams),
  };
}

/** saves a file made in the browser, like a download from the server */
function saveFile(file: DemoFile): void {
  const url = URL.createObjectURL(
    new Blob([typeof file.data === 'string' ? file.data : new Uint8Array(file.data)], {
      type: file.contentType,
    }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the file once the click has run
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A file the server streams (a CSV export): a plain link, so the browser downloads it
 * itself however large it is. Demo mode has no server: the demo's worker builds the same
 * file in the browser, and a button saves it.
 */
export function DownloadLink({
  href,
  label,
  description,
}: {
  href: string;
  label: string;
  /** what exactly downloads, for screen readers and the tooltip */
  description: string;
}) {
  const demo = useDataMode() === 'demo';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (demo) {
    const download = async () => {
      setBusy(true);
      setError(null);
      try {
        const { path, query } = apiRequestOf(href);
        saveFile(await request<DemoFile>('GET', path, { query }));
      } catch (failure) {
        setError(errorMessage(failure, description));
      } finally {
        setBusy(false);
      }
    };
    return (
      <span className="inline-flex flex-col items-start gap-1">
        <button
          type="button"
          title={description}
          aria-label={description}
          disabled={busy}
          onClick={() => void download()}
          className={linkClass}
        >
          <Download size={16} aria-hidden />
          {label}
        </button>
        {error ? (
          <span role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </span>
        ) : null}
      </span>
    );
  }
  return (
    <a href={href} download title={description} aria-label={description} className={linkClass}>
      <Download size={16} aria-hidden />
      {label}
    </a>
  );
}
