import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BookApp } from './book-app.tsx';
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
createRoot(root).render(
  <StrictMode>
    <BookApp initial={lang} />
  </StrictMode>,
);
