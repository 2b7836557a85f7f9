import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { type Answer, setTransport, type Transport } from '../book/api.ts';
import { BookApp, type DemoFrame } from '../book/book-app.tsx';
import { initialLang, type Lang } from '../book/words.ts';
import { useDataMode } from '../lib/data-mode.ts';
import { currentLanguage } from '../lib/i18n.ts';
import { demoBookWords } from './demo-book-words.ts';
import { demoAnswer } from './demo-client.ts';
import { useDemoEvents } from './use-demo-events.ts';

/** where the demo's booking page is, in the staff app (its request's page under it) */
export const DEMO_BOOK_PATH = '/demo/book';

/**
 * The booking page's requests answered by the demo's worker (the server's own public routes
 * on the demo's database), not by a server: a request made here is on the demo's desk. A
 * multipart body does not cross to the worker: the demo stores no upload, and refuses it
 * (403 demo_read_only) as every upload.
 */
const demoTransport: Transport = async (method, path, body): Promise<Answer> => {
  const url = new URL(path, 'http://demo.invalid');
  const answer = await demoAnswer(
    method,
    url.pathname,
    Object.fromEntries(url.searchParams),
    body instanceof FormData ? {} : body,
  );
  return { status: answer.status, body: answer.body.kind === 'json' ? answer.body.value : null };
};
// this module is loaded only by the staff app's /demo/book route, which is the page's only user
setTransport(demoTransport);

/** the Rental dashboard's booking requests (BOOKING_REQUESTS_ANCHOR of their panel) */
const backToDesk = '/rental#booking-requests';

const frame: DemoFrame = {
  note: (lang) => (
    <p
      role="note"
      data-testid="demo-book-note"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-amber-300 bg-amber-100 p-3 text-sm font-medium text-amber-950"
    >
      <span>{demoBookWords[lang].note}</span>
      <Link to={backToDesk} className="font-semibold text-blue-800 underline">
        {demoBookWords[lang].back}
      </Link>
    </p>
  ),
  noPhoto: (lang) => demoBookWords[lang].noPhoto,
};

/**
 * The agency's booking page inside the demo (issue 34, decision 0048): the page's own app
 * (src/book), loaded with this route only, in this tab, its requests sent to the demo's worker,
 * so that the demo's desk gets them (live, by the worker's topics). Same tab, so it works with
 * a dedicated worker too (a second tab would wait for the demo's lock). The page's styles are
 * the staff app's (its Tailwind reads src/book too): book.css is not loaded here, so nothing of
 * the page's base styles reaches the staff app. The page sets the document's language and
 * direction as it does at /book; leaving it gives the staff app's back.
 */
export function DemoBookPage() {
  const demo = useDataMode() === 'demo';
  // what the page's requests change reaches the desk's queries as in the shell (its panel and
  // bell refetch when shown again, or at once in another tab of a shared worker)
  useDemoEvents();
  const [lang] = useState<Lang>(() =>
    initialLang(window.location.search, [currentLanguage(), ...navigator.languages]),
  );
  useEffect(() => {
    const html = document.documentElement;
    const kept = { lang: html.lang, dir: html.dir, title: document.title };
    return () => {
      html.lang = kept.lang;
      html.dir = kept.dir;
      document.title = kept.title;
    };
  }, []);
  return (
    <div className="min-h-dvh bg-slate-100 text-slate-900" style={{ colorScheme: 'light' }}>
      {demo ? (
        <BookApp initial={lang} base={DEMO_BOOK_PATH} demo={frame} />
      ) : (
        <div
          lang={lang}
          dir={lang === 'ar' ? 'rtl' : 'ltr'}
          className="mx-auto flex max-w-xl flex-col gap-3 p-6"
        >
          <p className="text-slate-900">{demoBookWords[lang].notDemo}</p>
          <Link to="/" className="font-semibold text-blue-800 underline">
            {demoBookWords[lang].signIn}
          </Link>
        </div>
      )}
    </div>
  );
}
