import type { PublicBookingPage } from '@car-rental/domain/contract/booking-page';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bookApi } from './api.ts';
import { BookApp, tokenOf } from './book-app.tsx';
import './book.css';
import { applyLang, initialLang } from './words.ts';

/**
 * The booking page's entry (book.html): its own bundle, none of the staff app (issue 34
 * bounds its first load at 120 kB of JavaScript gzipped: e2e/booking-page.spec.ts measures it)
 */
const lang = initialLang(window.location.search, navigator.languages ?? [navigator.language]);
applyLang(lang);
const root = document.getElementById('root');
if (!root) throw new Error('#root missing');

/**
 * The form's first paint is the form: the page's settings (preloaded by book.html while the
 * scripts loaded) are waited for a moment, so that a phone draws the page once, not a
 * "Loading…" and then the page
 */
const settled = (promise: Promise<PublicBookingPage>) =>
  Promise.race([
    promise.then(
      (page) => page,
      () => null,
    ),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 400)),
  ]);
const first = tokenOf(window.location.pathname) ? Promise.resolve(null) : settled(bookApi.page());

void first.then((page) =>
  createRoot(root).render(
    <StrictMode>
      <BookApp initial={lang} initialPage={page} />
    </StrictMode>,
  ),
);
