import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The secondary admins a primary admin answers for: those they invited, and those invited by
 * secondary admins they invited. Only a primary admin approves or edits them.
 */
export const managedBy = `(a.invited_by = ? or a.invited_by in (select id from accounts where invited_by = ? and role = 'secondaryAdmin'))`;

export async function isManagedBy(em: EntityManager, adminId: string, primaryAdminId: string): Promise<boolean> {
  const rows = await em.execute(
    `select 1 from accounts a where a.id = ? and a.role = 'secondaryAdmin' and ${managedBy}`,
    [adminId, primaryAdminId, primaryAdminId],
  );
  return rows.length > 0;
}
