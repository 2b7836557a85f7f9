import type { suppliers as en } from '../en/suppliers.ts';
import type { Translation } from '../types.ts';

export const suppliers: Translation<typeof en> = {
  title: 'Gestion des fournisseurs',
  addNew: '+ Ajouter un fournisseur',
  emptyTitle: 'Aucun fournisseur pour l’instant',
  emptyText: 'Ajoutez votre premier fournisseur pour commencer',
  loadFailed: 'Échec du chargement des fournisseurs',
  form: {
    addTitle: 'Ajouter un fournisseur',
    editTitle: 'Modifier le fournisseur',
    name: 'Nom du fournisseur',
    contact: 'Personne à contacter',
    phone: 'Téléphone',
    email: 'E-mail',
    address: 'Adresse',
    balance: 'Solde initial (DA)',
    balanceHint: 'Négatif : nous lui devons de l’argent. Positif : il nous doit de l’argent.',
    add: 'Ajouter le fournisseur',
    update: 'Mettre à jour le fournisseur',
    saving: 'Enregistrement…',
    cancel: 'Annuler',
    failed: 'Échec de l’enregistrement du fournisseur',
  },
  card: {
    contact: 'Personne à contacter',
    phone: 'Téléphone',
    email: 'E-mail',
    address: 'Adresse',
    balance: 'Solde',
    edit: 'Modifier {{name}}',
    delete: 'Supprimer {{name}}',
    archive: 'Archiver {{name}}',
    unarchive: 'Désarchiver {{name}}',
    archiveLabel: 'Archiver',
    unarchiveLabel: 'Désarchiver',
    archiveHint:
      'Des véhicules ou des paiements sont enregistrés pour ce fournisseur : archivez-le pour le masquer des listes de sélection.',
    archivedBadge: 'Archivé',
  },
  archived: {
    title: 'Archivés ({{count}})',
    text: 'Masqués des listes de sélection de véhicules et de paiements ; leurs véhicules, paiements et soldes restent enregistrés.',
    failed: 'Échec de la modification du statut d’archivage',
  },
  standing: {
    we_owe_them: '(Nous lui devons)',
    they_owe_us: '(Il nous doit)',
    settled: '',
  },
  deleteDialog: {
    title: 'Supprimer le fournisseur',
    message: 'Voulez-vous vraiment supprimer ce fournisseur ?',
    confirm: 'Supprimer',
    deleting: 'Suppression…',
    failed: 'Échec de la suppression du fournisseur',
  },
};
