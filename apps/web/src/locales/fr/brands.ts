import type { brands as en } from '../en/brands.ts';
import type { Translation } from '../types.ts';

export const brands: Translation<typeof en> = {
  title: 'Marques et modèles',
  otherBrands: 'Autres marques',
  loadFailed: 'Échec du chargement des marques',
  emptyTitle: 'Aucune marque pour l’instant',
  emptyText: 'Ajoutez votre première marque avec le formulaire ci-dessus',
  addBrand: {
    title: 'Ajouter une marque',
    name: 'Nom de la marque',
    group: 'Groupe automobile (facultatif)',
    groupPlaceholder: 'ex. : Groupe Volkswagen',
    logo: 'URL du logo (facultatif)',
    logoPlaceholder: 'https://',
    submit: 'Ajouter la marque',
    adding: 'Ajout…',
    failed: 'Échec de l’ajout de la marque',
  },
  card: {
    models_one: '{{count}} modèle',
    models_other: '{{count}} modèles',
    models_many: '{{count}} modèles',
    modelsOf: 'Modèles de la marque {{brand}}',
    noModels: 'Aucun modèle pour l’instant',
  },
  addModel: {
    label: 'Nouveau modèle pour {{brand}}',
    placeholder: 'Nom du modèle',
    submit: 'Ajouter le modèle',
    adding: 'Ajout…',
    failed: 'Échec de l’ajout du modèle',
  },
};
