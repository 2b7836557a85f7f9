/** The brand catalogue of the spec's demo seed: 9 brands in 4 groups, 27 models. */
export interface CatalogueBrand {
  name: string;
  group: string;
  models: string[];
}

export const demoCatalogue: readonly CatalogueBrand[] = [
  { name: 'Volkswagen', group: 'Volkswagen Group', models: ['Golf', 'Polo', 'Passat', 'Tiguan'] },
  { name: 'Skoda', group: 'Volkswagen Group', models: ['Octavia', 'Fabia', 'Kodiaq'] },
  { name: 'SEAT', group: 'Volkswagen Group', models: ['Ibiza', 'Leon', 'Arona'] },
  { name: 'Audi', group: 'Volkswagen Group', models: ['A3', 'A4', 'Q3'] },
  { name: 'Renault', group: 'Renault Group', models: ['Clio', 'Symbol', 'Megane'] },
  { name: 'Fiat', group: 'Stellantis Group', models: ['Tipo', '500', 'Doblo'] },
  { name: 'Peugeot', group: 'Stellantis Group', models: ['208', '301', '2008'] },
  { name: 'Geely', group: 'Chinese Brands', models: ['Coolray', 'Emgrand', 'Tugella'] },
  { name: 'Jetour', group: 'Chinese Brands', models: ['Dashing', 'X70'] },
];
