/// <reference types="node" />
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** React's modules and Preact's compatible ones */
const ON_PREACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};
const MARK = '?book-preact';
const BOOK_SOURCE = /[\\/]src[\\/]book[\\/][^?]*\.tsx?$/;

/**
 * Issue 34 (a phone on 3G): the booking page's entry runs on Preact's React-compatible
 * runtime (about 5 kB gzip in place of react-dom's 60), while the staff app, which shows
 * the same components in its demo, keeps React. The page's own files are loaded a second
 * time under a mark (`?book-preact`) when the book entry reaches them, and their imports of
 * React resolve to preact/compat; the same files imported by the staff app are untouched.
 */
export function bookOnPreact(): Plugin {
  return {
    name: 'book-on-preact',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const fromBookEntry = /[\\/]book\.html/.test(importer);
      const fromForked = importer.endsWith(MARK);
      if (!fromBookEntry && !fromForked) return null;
      if (fromForked && source in ON_PREACT) {
        return this.resolve(ON_PREACT[source] as string, importer.slice(0, -MARK.length), {
          ...options,
          skipSelf: true,
        });
      }
      const plainImporter = fromForked ? importer.slice(0, -MARK.length) : importer;
      const resolved = await this.resolve(source, plainImporter, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !BOOK_SOURCE.test(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}${MARK}` };
    },
    load(id) {
      if (!id.endsWith(MARK)) return null;
      const file = id.slice(0, -MARK.length);
      return { code: readFileSync(file, 'utf8'), moduleType: file.endsWith('.tsx') ? 'tsx' : 'ts' };
    },
  };
}
