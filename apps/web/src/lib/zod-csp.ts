import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` when the page allows it, and probes for
 * that on first use. The server's Content-Security-Policy forbids eval, so the probe would
 * be reported as a violation: parse without compiling, as zod does under any strict CSP.
 */
z.config({ jitless: true });
