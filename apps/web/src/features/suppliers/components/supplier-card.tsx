import type { SupplierView } from '@car-rental/domain/contract/suppliers';
import { balanceStanding } from '@car-rental/domain/suppliers/supplier-balance';
import { Archive, ArchiveRestore, Mail, MapPin, Pencil, Phone, Trash2, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { money } from '../../../lib/format.ts';

/**
 * a supplier with its balance: green at or above 0, red below, with whom owes whom.
 * Without onEdit/onDelete (a supplier added offline, not yet sent) it reads 'Pending sync'.
 * One with cars or payments on record offers Archive instead of a delete the server refuses;
 * an archived one is muted and offers Unarchive.
 */
export function SupplierCard({
  supplier,
  onEdit,
  onDelete,
  onArchive,
  canManage = false,
  archiving = false,
}: {
  supplier: SupplierView;
  onEdit?: () => void;
  onDelete?: () => void;
  /** archive (true) or bring back (false) */
  onArchive?: (archived: boolean) => void;
  /** the role may delete, archive and unarchive suppliers (managers and owners) */
  canManage?: boolean;
  archiving?: boolean;
}) {
  const { t } = useTranslation('suppliers');
  const standing = balanceStanding(supplier.balance);
  const below = standing === 'we_owe_them';
  const archived = supplier.archivedAt !== null;
  return (
    <li
      className={`flex flex-col gap-3 rounded-xl border border-slate-200 p-4 shadow-sm dark:border-slate-800 ${
        archived ? 'border-dashed bg-slate-50 dark:bg-slate-900/60' : 'bg-white dark:bg-slate-900'
      }`}
      data-testid="supplier-card"
    >
      <h2 className="text-lg font-semibold break-words">{supplier.name}</h2>
      {archived ? (
        <div>
          <Badge tone="slate">{t('card.archivedBadge')}</Badge>
        </div>
      ) : null}
      {onEdit ? null : (
        <div>
          <Badge tone="amber">{t('connection.pendingSync', { ns: 'common' })}</Badge>
        </div>
      )}
      <dl className="flex flex-col gap-1.5 text-sm text-slate-600 dark:text-slate-300">
        <Line icon={<User size={14} aria-hidden />} label={t('card.contact')}>
          {supplier.contact}
        </Line>
        <Line icon={<Phone size={14} aria-hidden />} label={t('card.phone')}>
          {supplier.phone ? (
            <a className="hover:underline" href={`tel:${supplier.phone}`}>
              <Ltr>{supplier.phone}</Ltr>
            </a>
          ) : null}
        </Line>
        <Line icon={<Mail size={14} aria-hidden />} label={t('card.email')}>
          {supplier.email ? (
            <a className="break-all hover:underline" href={`mailto:${supplier.email}`}>
              <Ltr>{supplier.email}</Ltr>
            </a>
          ) : null}
        </Line>
        <Line icon={<MapPin size={14} aria-hidden />} label={t('card.address')}>
          <Ltr>{supplier.address}</Ltr>
        </Line>
      </dl>
      <div className="rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('card.balance')}</p>
        <p
          data-testid="supplier-balance"
          className={`font-semibold ${
            below ? 'text-red-700 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400'
          }`}
        >
          <Ltr>{money(supplier.balance)}</Ltr>
          {standing !== 'settled' ? (
            <>
              {' '}
              <span className="text-sm font-normal">{t(`standing.${standing}`)}</span>
            </>
          ) : null}
        </p>
      </div>
      {onEdit && onDelete ? (
        <div className="mt-auto flex flex-wrap items-center justify-end gap-2">
          {canManage && !archived && !supplier.deletable ? (
            <p className="me-auto text-xs text-slate-500 dark:text-slate-400">
              {t('card.archiveHint')}
            </p>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            onClick={onEdit}
            aria-label={t('card.edit', { name: supplier.name })}
          >
            <Pencil size={14} aria-hidden />
            {t('actions.edit', { ns: 'common' })}
          </Button>
          {!canManage ? null : archived ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={archiving}
              onClick={() => onArchive?.(false)}
              aria-label={t('card.unarchive', { name: supplier.name })}
            >
              <ArchiveRestore size={14} aria-hidden />
              {t('card.unarchiveLabel')}
            </Button>
          ) : supplier.deletable ? (
            <Button
              variant="danger"
              size="sm"
              onClick={onDelete}
              aria-label={t('card.delete', { name: supplier.name })}
            >
              <Trash2 size={14} aria-hidden />
              {t('actions.delete', { ns: 'common' })}
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              disabled={archiving}
              onClick={() => onArchive?.(true)}
              aria-label={t('card.archive', { name: supplier.name })}
            >
              <Archive size={14} aria-hidden />
              {t('card.archiveLabel')}
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <div className="flex items-start gap-2">
      <dt className="mt-0.5 shrink-0">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
