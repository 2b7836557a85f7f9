import type { AuditPage } from '@car-rental/domain/contract/audit';
import { newestFirst } from '../../lib/json-page.ts';
import { TIME_KEY_FORMAT } from '../../lib/keyset-cursor.ts';
import { isoTime } from '../cars/car-json.ts';

/** the audit trail, newest first, keyset on (at, id), as the contract's AuditEntry JSON */
export const listAuditLog = newestFirst<AuditPage>({
  item: `json_build_object('id', a.id, 'at', ${isoTime('a.at')}, 'userId', a.user_id,
    'userName', u.display_name, 'action', a.action, 'entity', a.entity,
    'entityId', a.entity_id, 'before', a.before, 'after', a.after)`,
  key: `to_json(to_char(a.at at time zone 'UTC', '${TIME_KEY_FORMAT}'))`,
  time: 'a.at',
  id: 'a.id',
  from: 'audit_log a left join users u on u.id = a.user_id',
});
