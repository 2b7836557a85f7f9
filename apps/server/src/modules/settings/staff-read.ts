import { mayActOnAccount } from '@car-rental/domain/auth/permissions';
import type { StaffList } from '@car-rental/domain/contract/settings';
import type { AppDeps } from '../../lib/deps.ts';
import type { SessionUser } from '../auth/sessions.repository.ts';
import { listStaff } from './settings.repository.ts';

/** owners see every account; managers see the agents they manage, and themselves */
export async function listStaffMembers(
  ctx: AppDeps,
  { you }: { you: SessionUser },
): Promise<StaffList> {
  const rows = await listStaff(ctx.db);
  return {
    items: rows
      .filter((row) => row.id === you.id || mayActOnAccount(you.role, row.role, 'disable'))
      .map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        isYou: row.id === you.id,
      })),
  };
}
