import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` when the page allows it, and probes for
 * that on first use. The server's Content-Security-Policy forbids eval, so the probe would
 * be reported as a violation: parse without compiling, as zod does under any strict CSP.
 * The build puts this module in zod's own chunk (vite.config.ts), so the setting is made
 * when zod loads, before any other chunk builds a schema.
 */
z.config({ jitless: true });
