// Component tests (happy-dom): a screen rendered as the app renders it (react-query, the real
// i18n catalogues, the router, the notices), and the server's answers at the fetch boundary,
// so that the real api-client builds the real ApiError from a problem+json answer.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { NotifyProvider } from '../lib/notify.tsx';

export interface Answer {
  status: number;
  body: unknown;
}

export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** a refusal as the server writes it (problem+json), with its field errors */
export function problem(
  status: number,
  code: string,
  detail: string,
  fields: { path: string; message: string }[] = [],
): Answer {
  return { status, body: { type: 'about:blank', title: detail, status, code, detail, fields } };
}

/** GET /api/auth/me's answer for an account of `role` (what useCan asks) */
export const signedInAs = (role: 'owner' | 'manager' | 'agent'): Answer => ({
  status: 200,
  body: {
    user: {
      id: '00000000-0000-4000-8000-0000000000aa',
      email: `${role}@agency.dz`,
      username: null,
      displayName: role,
      role,
      language: null,
    },
  },
});

/**
 * The server's answers by 'METHOD /api/path' (a function of the request's body); a request
 * not listed answers 404. Returns the requests sent, in order.
 */
export function serve(answers: Record<string, Answer | ((body: unknown) => Answer)>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = new URL(url, 'http://localhost').pathname;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path, body });
    const listed = answers[`${method} ${path}`];
    const answer =
      typeof listed === 'function'
        ? listed(body)
        : (listed ?? problem(404, 'not_found', 'Not found'));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: {
        'content-type': answer.status >= 400 ? 'application/problem+json' : 'application/json',
      },
    });
  });
  return sent;
}

/** renders a screen inside the app's providers, in English */
export async function renderScreen(screen: ReactElement) {
  await i18n.changeLanguage('en');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <NotifyProvider>{screen}</NotifyProvider>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** what a field's aria-describedby reads out (its error message), or null */
export function description(element: HTMLElement): string | null {
  const id = element.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}
