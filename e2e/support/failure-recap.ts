import { appendFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** the lines of each error kept in the recap: the message and where it was raised */
const LINES = 8;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes
const colours = /\u001b\[[0-9;]*m/g;

/**
 * A reporter beside `list`: when E2E_FAILURES names a file, each failed journey's title and the
 * first lines of its errors are appended to it, and scripts/test.mjs prints them after its
 * phase table. The end of a CI log is what is read first; the list reporter's account of a
 * failure is pages above it, behind its call log.
 */
export default class FailureRecap implements Reporter {
  onTestEnd(test: TestCase, result: TestResult) {
    const file = process.env.E2E_FAILURES;
    if (!file || result.status === 'passed' || result.status === 'skipped') return;
    const title = test.titlePath().filter(Boolean).join(' › ');
    const errors = result.errors.map((error) =>
      (error.message ?? error.value ?? '')
        .replace(colours, '')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .slice(0, LINES)
        .map((line) => `    ${line}`)
        .join('\n'),
    );
    appendFileSync(file, `  ${result.status}: ${title}\n${errors.join('\n')}\n`);
  }

  printsToStdio() {
    return false;
  }
}
