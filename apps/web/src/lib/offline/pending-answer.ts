/**
 * What a write resolves with when it was queued instead of sent: the screen closes its form
 * as on success and shows the change as pending. `message` is a readable sentence for screens
 * that show the server's message of an answer.
 */
export interface PendingAnswer {
  pendingSync: true;
  queuedId: string;
  message: string;
}

export function isPendingAnswer(value: unknown): value is PendingAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { pendingSync?: unknown }).pendingSync === true
  );
}
