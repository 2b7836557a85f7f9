/** the demo's seeded database, built with the app (vite.config.ts); null in development */
declare module 'virtual:demo-snapshot' {
  const snapshot: { url: string; seededAt: string } | null;
  export default snapshot;
}
