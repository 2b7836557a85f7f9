import type { AuditPage } from '@car-rental/domain/contract/audit';
import type { DbOrTx } from '../../db/create-db.ts';
import { pageStatement, readPage, variants } from '../../lib/json-page.ts';
import type { JsonText } from '../../lib/json-text.ts';
import { decodeTimeCursor, TIME_KEY_FORMAT } from '../../lib/keyset-cursor.ts';
import { isoTime } from '../cars/car-json.ts';

/**
 * The audit trail's page per variant (first or later, page size), newest first, keyset on
 * (at, id), written as the contract's AuditEntry JSON by the database
 */
const auditPage = variants((key: string) => {
  const [page, size] = key.split(':');
  const limit = Number(size);
  return pageStatement(
    `select json_build_object('id', a.id, 'at', ${isoTime('a.at')}, 'userId', a.user_id,
      'userName', u.display_name, 'action', a.action, 'entity', a.entity,
      'entityId', a.entity_id, 'before', a.before, 'after', a.after) as item,
      to_json(to_char(a.at at time zone 'UTC', '${TIME_KEY_FORMAT}')) as key, a.id, a.at as t
    from audit_log a left join users u on u.id = a.user_id
    ${page === 'next' ? 'where (a.at, a.id) < ($1::timestamptz, $2::uuid)' : ''}
    order by a.at desc, a.id desc
    limit ${limit + 1}`,
    'p.t desc, p.id desc',
    limit,
  );
});

/** the audit trail, newest first, a page at a time */
export function listAuditLog(
  db: DbOrTx,
  query: { cursor?: string | undefined; limit: number },
): Promise<JsonText<AuditPage>> {
  const after = decodeTimeCursor(query.cursor);
  const variant = `${after ? 'next' : 'first'}:${query.limit}`;
  return readPage(db, auditPage(variant), after ? [after.key, after.id] : []);
}
