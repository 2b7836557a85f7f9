import type { reports as en } from '../en/reports.ts';
import type { Translation } from '../types.ts';

export const reports: Translation<typeof en> = {
  exportCsv: 'Télécharger le CSV',
  exportHistoryLabel:
    'Télécharger au format CSV l’historique des opérations selon les filtres actuels',
  exportFundLabel: 'Télécharger au format CSV toutes les opérations de caisse',
  tableCaption: 'Données du graphique',
  loading: 'Chargement du graphique…',
  loadFailed: 'Impossible de charger le graphique',
  revenue: {
    title: 'Chiffre d’affaires mensuel',
    subtitle: '12 derniers mois : locations et ventes',
    month: 'Mois',
    rentals: 'Locations',
    sales: 'Ventes',
    total: 'Total',
    empty: 'Aucun chiffre d’affaires sur les 12 derniers mois',
  },
  balance: {
    title: 'Évolution du solde',
    subtitle: 'Solde de clôture de chacun des 90 derniers jours',
    date: 'Jour',
    balance: 'Solde',
  },
  utilisation: {
    title: 'Taux d’utilisation de la flotte',
    subtitle: 'Part des heures louables passées en location, par semaine',
    week: 'Semaine du',
    utilisation: 'Taux d’utilisation',
    rentedHours: 'Heures louées',
    rentableHours: 'Heures louables',
    percent: '{{value}} %',
  },
};
