import type { PublicBookingPage } from '@car-rental/domain/contract/booking-page';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bookApi } from './api.ts';
import { BookApp, tokenOf } from './book-app.tsx';
import './book.css';
import { applyLang, initialLang } from './words.ts';

/**
 * The booking page's entry (book.html): its own bundle, none of the staff app (issue 34
 * bounds its first load at 120 kB of JavaScript gzipped: e2e/booking-page.spec.ts measures it).
 * The build runs it on Preact's React-compatible runtime (book-preact-plugin.ts: 21 kB gzip in
 * all, in place of 80 kB with react-dom); the staff app's demo shows the same files on React.
 */
const lang = initialLang(window.location.search, navigator.languages ?? [navigator.language]);
applyLang(lang);
const root = document.getElementById('root');
if (!root) throw new Error('#root missing');

/**
 * The form's first paint is the form: the page's settings (preloaded by book.html while the
 * scripts loaded, so normally in before them) are waited for, up to 1.5 s, so that a phone
 * draws the page once, not a "Loading…" and then the page. (At 400 ms, a phone's busy CPU
 * could let the wait end before the preloaded answer was read: the page then asked the
 * settings a second time, past the preload, and drew the form 2 s later.)
 */
const settled = (promise: Promise<PublicBookingPage>) =>
  Promise.race([
    promise.then(
      (page) => page,
      () => null,
    ),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 1500)),
  ]);
const first = tokenOf(window.location.pathname) ? Promise.resolve(null) : settled(bookApi.page());

void first.then((page) =>
  createRoot(root).render(
    <StrictMode>
      <BookApp initial={lang} initialPage={page} />
    </StrictMode>,
  ),
);
