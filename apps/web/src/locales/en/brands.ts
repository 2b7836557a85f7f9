/** Brands & Models (spec §2, §5): English holds the spec's exact words */
export const brands = {
  title: 'Brands & Models',
  otherBrands: 'Other Brands',
  loadFailed: 'Failed to load brands',
  emptyTitle: 'No brands yet',
  emptyText: 'Add your first brand with the form above',
  addBrand: {
    title: 'Add Brand',
    name: 'Brand Name',
    group: 'Brand Group (optional)',
    groupPlaceholder: 'e.g. Volkswagen Group',
    logo: 'Logo URL (optional)',
    logoPlaceholder: 'https://',
    submit: 'Add Brand',
    adding: 'Adding...',
    failed: 'Failed to add brand',
  },
  card: {
    models_one: '{{count}} model',
    models_other: '{{count}} models',
    modelsOf: 'Models of {{brand}}',
    noModels: 'No models yet',
  },
  addModel: {
    label: 'New model for {{brand}}',
    placeholder: 'Model name',
    submit: 'Add Model',
    adding: 'Adding...',
    failed: 'Failed to add model',
  },
} as const;
