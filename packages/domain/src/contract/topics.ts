/**
 * What the data of the API is made of, by name. After a write commits, the server names
 * the topics it changed on GET /api/events (the demo worker does the same); each route of
 * the table says which topics it reads or writes, so that the web refetches exactly the
 * answers a change can alter.
 */
export const topics = [
  'brands',
  'suppliers',
  'cars',
  'rentals',
  'sales',
  'fund',
  'users',
  'settings',
  'customers',
] as const;

export type Topic = (typeof topics)[number];
