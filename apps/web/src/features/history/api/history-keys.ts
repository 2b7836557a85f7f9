/** the query keys of the history screen; mutations invalidate through these */
export const historyKeys = {
  list: ['history', 'list'] as const,
  summary: ['history', 'summary'] as const,
  rental: ['history', 'rental'] as const,
  sale: ['history', 'sale'] as const,
};
