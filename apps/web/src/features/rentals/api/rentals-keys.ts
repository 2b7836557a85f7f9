/** every rentals query key starts with this: a rent, return or extend invalidates them all */
export const rentalsRootKey = ['rentals'] as const;
