import { X } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../components/ui/ltr.tsx';

type Tone = 'success' | 'error' | 'info';
interface Notice {
  id: number;
  message: string;
  tone: Tone;
}

const NotifyContext = createContext<((message: string, tone?: Tone) => void) | null>(null);

/**
 * The spec's alerts ('Car marked for sale!', the sale's profit...) as notices read out by
 * screen readers (role=status), dismissed by the user or after 8 seconds.
 */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [notices, setNotices] = useState<Notice[]>([]);
  const dismiss = useCallback(
    (id: number) => setNotices((all) => all.filter((n) => n.id !== id)),
    [],
  );
  const notify = useCallback(
    (message: string, tone: Tone = 'success') => {
      const id = Date.now() + Math.random();
      setNotices((all) => [...all, { id, message, tone }]);
      setTimeout(() => dismiss(id), 8000);
    },
    [dismiss],
  );
  const tones: Record<Tone, string> = {
    success:
      'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
    error:
      'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
    info: 'border-blue-300 bg-blue-50 text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100',
  };
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <div className="pointer-events-none fixed bottom-4 end-4 z-[60] flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2">
        {notices.map((notice) => (
          <div
            key={notice.id}
            role={notice.tone === 'error' ? 'alert' : 'status'}
            data-testid="notice"
            className={`pointer-events-auto flex items-start gap-2 rounded-lg border p-3 text-sm shadow-lg ${tones[notice.tone]}`}
          >
            <p className="flex-1">
              <Ltr>{notice.message}</Ltr>
            </p>
            <button
              type="button"
              aria-label={t('actions.close')}
              onClick={() => dismiss(notice.id)}
            >
              <X size={16} aria-hidden />
            </button>
          </div>
        ))}
      </div>
    </NotifyContext.Provider>
  );
}

export function useNotify() {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify outside NotifyProvider');
  return notify;
}

/**
 * Saves and says so: `saved` as a notice once the server took it, else `refused(error)` (the
 * form's refusal beside its fields). Through mutateAsync, not mutate's callbacks: a form keyed
 * on its saved value is remounted when that value comes back, and a remounted form never hears
 * mutate's onSuccess (the extras form lost its notice so, whenever the refetch came first).
 */
export function useSaveNotice() {
  const notify = useNotify();
  return <Input,>(
    mutation: { mutateAsync: (input: Input) => Promise<unknown> },
    input: Input,
    saved: string,
    refused: (error: unknown) => void,
  ) => {
    void mutation.mutateAsync(input).then(() => notify(saved, 'success'), refused);
  };
}
