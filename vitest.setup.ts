// Every vitest file (vitest.config.ts setupFiles): a console.error that a test did not expect
// fails it. A test that expects one names it with allowConsoleError(pattern), for that test only.
import { afterAll, afterEach } from 'vitest';

// the console's own error, once: the server's files share a process (vitest.config.ts), and
// this file runs again for each of them
const original = globalThis as { printError?: typeof console.error };
original.printError ??= console.error.bind(console);
const print = original.printError;
let allowed: RegExp[] = [];
let unexpected: string[] = [];

/** one argument as text: an error's stack, a string as it is, anything else as JSON */
function text(value: unknown): string {
  if (value instanceof Error) return value.stack ?? value.message;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

console.error = (...args: unknown[]) => {
  const line = args.map(text).join(' ');
  if (!allowed.some((pattern) => pattern.test(line))) unexpected.push(line);
  print(...args);
};

/** the console.error lines this test expects (each matching one of the patterns) */
export function allowConsoleError(...patterns: RegExp[]): void {
  allowed.push(...patterns);
}

function check(when: string) {
  const lines = unexpected;
  unexpected = [];
  allowed = [];
  if (lines.length > 0) {
    throw new Error(`unexpected console.error ${when}:\n${lines.join('\n---\n')}`);
  }
}

afterEach(() => check('in this test'));
afterAll(() => check('after the last test'));
