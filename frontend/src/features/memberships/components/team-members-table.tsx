import type { PersonRow } from '@fundplay/contracts';
import { ResponsiveTable, TableCell, TableRow } from '@/components/ui/table';

/** A participant's team members (spec §2: Name, Email, Phone, Tokens); rows stack into cards on phones. */
export function TeamMembersTable({ teamMembers }: { teamMembers: PersonRow[] }) {
  if (teamMembers.length === 0) {
    return (
      <p className="rounded-xl border border-dashed bg-muted/40 px-4 py-6 text-center text-sm text-muted-foreground">
        No teammembers yet. Invite family and friends to support you.
      </p>
    );
  }
  return (
    <ResponsiveTable
      caption="Team Members"
      columns={['Name', 'Email', 'Phone', 'Tokens']}
      className="max-h-[300px] overflow-auto"
    >
      {teamMembers.map((member) => (
        <TableRow key={member._id}>
          <TableCell label="Name" className="font-semibold">
            {member.fullName || `${member.firstName} ${member.lastName}`}
          </TableCell>
          <TableCell label="Email">{member.email}</TableCell>
          <TableCell label="Phone">{member.phoneNo || '—'}</TableCell>
          <TableCell label="Tokens">{member.tokens}</TableCell>
        </TableRow>
      ))}
    </ResponsiveTable>
  );
}
