import type { PublicBookingPage } from '@car-rental/domain/contract/booking-page';
import type { PublicBookingRequest } from '@car-rental/domain/contract/booking-requests';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { bookApi } from './api.ts';
import { BookingForm } from './booking-form.tsx';
import { StatusPage } from './status-page.tsx';
import { Alert, quietButtonClass, Section } from './ui.tsx';
import { applyLang, LANG_NAMES, LANGS, type Lang, urlWithLang, wordsOf } from './words.ts';

/** the request's token in /book/status/<token> (under `base`), else null (the form) */
export function tokenOf(path: string, base = '/book'): string | null {
  if (!path.startsWith(`${base}/status/`)) return null;
  return /^([A-Za-z0-9_-]+)\/?$/.exec(path.slice(base.length + 8))?.[1] ?? null;
}

/**
 * The demo's page (apps/web/src/demo/demo-book-page.tsx): its note above the page, and the
 * words that take the licence photo's place (the demo stores no upload), in the page's language
 */
export interface DemoFrame {
  note: (lang: Lang) => ReactNode;
  noPhoto: (lang: Lang) => string;
}

/**
 * The agency's booking page (issue 34): the form at /book, a request's page at
 * /book/status/<token>. Two addresses, so no router: the history API and a state.
 */
export function BookApp({
  initial,
  initialPage = null,
  base = '/book',
  demo,
}: {
  initial: Lang;
  /** the page's settings when the entry had them already */
  initialPage?: PublicBookingPage | null;
  /** where the page is: /book, or the demo's /demo/book */
  base?: string;
  demo?: DemoFrame;
}) {
  const [lang, setLang] = useState<Lang>(initial);
  const [path, setPath] = useState(() => window.location.pathname);
  const [page, setPage] = useState<PublicBookingPage | null>(initialPage);
  const [pageFailed, setPageFailed] = useState(false);
  const [justSent, setJustSent] = useState<PublicBookingRequest | null>(null);
  const W = wordsOf(lang);
  const token = tokenOf(path, base);

  useEffect(() => applyLang(lang), [lang]);
  useEffect(() => {
    const onPop = () => {
      setJustSent(null);
      setPath(window.location.pathname);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const loadPage = useCallback(() => {
    setPageFailed(false);
    bookApi
      .page()
      .then(setPage)
      .catch(() => setPageFailed(true));
  }, []);
  useEffect(() => {
    if (!token && !page) loadPage();
  }, [token, page, loadPage]);

  function go(to: string, sent: PublicBookingRequest | null = null) {
    window.history.pushState(null, '', urlWithLang(`${window.location.origin}${to}`, lang));
    setJustSent(sent);
    setPath(to);
    window.scrollTo(0, 0);
  }

  function switchLang(next: Lang) {
    window.history.replaceState(null, '', urlWithLang(window.location.href, next));
    setLang(next);
  }

  return (
    <div className="mx-auto flex min-h-dvh max-w-xl flex-col gap-4 p-3">
      {demo?.note(lang)}
      <header className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{token ? W.status.title : W.title}</h1>
        <select
          aria-label={W.language}
          value={lang}
          onChange={(event) => switchLang(event.target.value as Lang)}
          className="min-h-11 rounded-lg border border-slate-400 bg-white px-2 text-base text-slate-900"
        >
          {LANGS.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANG_NAMES[code]}
            </option>
          ))}
        </select>
      </header>
      <main className="flex flex-col gap-4">
        {token ? (
          <StatusPage
            key={token}
            token={token}
            first={justSent}
            lang={lang}
            words={W}
            onBookAgain={() => go(base)}
          />
        ) : pageFailed ? (
          <Section title={W.title}>
            <Alert>{W.loadFailed}</Alert>
            <button type="button" className={quietButtonClass} onClick={loadPage}>
              {W.retry}
            </button>
          </Section>
        ) : !page ? (
          <p className="p-4 text-slate-700">{W.loading}</p>
        ) : !page.open ? (
          <Section title={W.title}>
            <p className="font-medium text-slate-900" role="status">
              {W.closed}
            </p>
            {page.address || page.hours ? (
              <>
                <p className="text-slate-800">{W.closedContact}</p>
                {page.address ? (
                  <p className="whitespace-pre-line text-slate-800">{page.address}</p>
                ) : null}
                {page.hours ? (
                  <p className="whitespace-pre-line text-slate-800">{page.hours}</p>
                ) : null}
              </>
            ) : null}
          </Section>
        ) : (
          <>
            <BookingForm
              page={page}
              lang={lang}
              words={W}
              noPhoto={demo?.noPhoto(lang)}
              onSent={(sentToken, request) => go(`${base}/status/${sentToken}`, request)}
            />
            {page.address || page.hours ? (
              <Section title={W.address}>
                {page.address ? (
                  <p className="whitespace-pre-line text-slate-800">{page.address}</p>
                ) : null}
                {page.hours ? (
                  <>
                    <h3 className="text-sm font-medium text-slate-800">{W.hours}</h3>
                    <p className="whitespace-pre-line text-slate-800">{page.hours}</p>
                  </>
                ) : null}
              </Section>
            ) : null}
          </>
        )}
      </main>
    </div>
  );
}
