/** charts and CSV exports (issue 7) */
export const reports = {
  exportCsv: 'Download CSV',
  exportHistoryLabel: 'Download CSV of the transaction history under the current filters',
  exportFundLabel: 'Download CSV of every fund transaction',
  tableCaption: 'Figures of the chart',
  loading: 'Loading the chart...',
  loadFailed: 'Failed to load the chart',
  revenue: {
    title: 'Revenue per month',
    subtitle: 'Last 12 months: rentals and sales',
    month: 'Month',
    rentals: 'Rentals',
    sales: 'Sales',
    total: 'Total',
    empty: 'No revenue in the last 12 months',
  },
  balance: {
    title: 'Balance over time',
    subtitle: 'Closing balance of each of the last 90 days',
    date: 'Day',
    balance: 'Balance',
  },
  utilisation: {
    title: 'Fleet utilisation',
    subtitle: 'Share of rentable car-hours spent rented, per week',
    week: 'Week of',
    utilisation: 'Utilisation',
    rentedHours: 'Rented hours',
    rentableHours: 'Rentable hours',
    percent: '{{value}} %',
  },
} as const;
