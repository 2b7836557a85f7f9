import type { DrawerExportQuery } from '@car-rental/domain/contract/drawers';
import {
  type DrawerCloseRow,
  drawerClosesTable,
  drawerExportName,
  drawerMethodsTable,
  drawerMonthCsv,
} from '@car-rental/domain/exports/drawer-tables';
import type { AppDeps } from '../../lib/deps.ts';
import { FileAnswer } from '../../lib/operation.ts';
import { sheetsXlsx } from '../exports/xlsx-writer.ts';
import { monthMethodRows } from './drawer-exports.repository.ts';
import { readMonth } from './drawers.repository.ts';

/**
 * Issue 31 §5: the month of the till for the accountant (managers and owners), CSV or
 * Excel: the money by day, staff member and method, then the drawers' closes. A month holds
 * at most a row per method per drawer: the file is made whole, its size bounded by the month.
 */

async function monthOf(deps: AppDeps, month: string) {
  const [money, { drawers, staff }] = [
    await monthMethodRows(deps.db, month),
    await readMonth(deps.db, month),
  ];
  const names = new Map(staff.map((person) => [person.userId, person.name]));
  const closes: DrawerCloseRow[] = drawers.map((drawer) => ({
    ...drawer,
    staffName: names.get(drawer.userId) ?? '',
  }));
  return { money, closes };
}

const file = (name: string, contentType: string, body: Uint8Array) =>
  new FileAnswer({ contentType, body, download: name, cacheControl: 'private, no-store' });

export async function exportDrawersCsv(deps: AppDeps, { month, lang }: DrawerExportQuery) {
  const { money, closes } = await monthOf(deps, month);
  const text = drawerMonthCsv(lang, money, closes, deps.config.businessTimezone);
  return file(
    drawerExportName(month, 'csv'),
    'text/csv; charset=utf-8',
    new TextEncoder().encode(text),
  );
}

export async function exportDrawersXlsx(deps: AppDeps, { month, lang }: DrawerExportQuery) {
  const { money, closes } = await monthOf(deps, month);
  const bytes = await sheetsXlsx(
    [
      { table: drawerMethodsTable(lang), rows: money },
      { table: drawerClosesTable(lang), rows: closes },
    ],
    { timeZone: deps.config.businessTimezone, language: lang, now: deps.clock.now() },
  );
  return file(
    drawerExportName(month, 'xlsx'),
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes,
  );
}
