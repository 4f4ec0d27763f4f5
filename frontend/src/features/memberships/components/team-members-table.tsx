import { competeMessages, type PersonRow } from '@fundplay/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { Coins } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ResponsiveTable, TableCell, TableRow } from '@/components/ui/table';
import { formatPhone } from '@/lib/format-phone';
import { notify } from '@/lib/toast';
import { ShareTokensDialog } from './share-tokens-dialog';

/** What Share tokens needs: the fundraiser, the participant's tokens, and the dashboard to refresh afterwards. */
export interface TokenSharing {
  fundraiserId: string;
  balance: number;
  dashboardQueryKey: QueryKey;
}

const nameOf = (member: PersonRow) => member.fullName || `${member.firstName} ${member.lastName}`;

/**
 * A participant's team members (spec §2: Name, Email, Phone, Tokens); rows stack into cards on phones. With
 * `sharing`, each row has a checkbox and Share tokens gives tokens to the one selected; `selectionActions` (Send
 * text, Send email) act on every one selected.
 */
export function TeamMembersTable({
  teamMembers,
  sharing,
  selectionActions,
}: {
  teamMembers: PersonRow[];
  sharing?: TokenSharing;
  selectionActions?: (selected: readonly PersonRow[], clearSelection: () => void) => ReactNode;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [recipient, setRecipient] = useState<PersonRow | null>(null);

  if (teamMembers.length === 0) {
    return (
      <p className="rounded-xl border border-dashed bg-muted/40 px-4 py-6 text-center text-sm text-muted-foreground">
        No team members yet. Invite family and friends to support you.
      </p>
    );
  }

  const toggle = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const openShare = () => {
    const chosen = teamMembers.filter((member) => selected.has(member._id));
    const [only] = chosen;
    if (chosen.length !== 1 || !only) {
      notify.warning(competeMessages.oneTeamMember);
      return;
    }
    setRecipient(only);
  };

  const selectable = Boolean(sharing ?? selectionActions);
  const chosen = teamMembers.filter((member) => selected.has(member._id));
  const columns = selectable ? ['Select', 'Name', 'Email', 'Phone', 'Tokens'] : ['Name', 'Email', 'Phone', 'Tokens'];
  return (
    <div className="grid gap-3">
      {selectable ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">
            {sharing
              ? `Select one team member to share some of your ${sharing.balance} ${sharing.balance === 1 ? 'token' : 'tokens'} with${selectionActions ? ', or any to message them' : ''}.`
              : 'Select team members to message them.'}
          </p>
          <div className="flex flex-wrap gap-2">
            {selectionActions?.(chosen, () => setSelected(new Set()))}
            {sharing ? (
              <Button size="sm" variant="trust" onClick={openShare}>
                <Coins aria-hidden="true" />
                Share tokens
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      <ResponsiveTable caption="Team members" columns={columns} className="max-h-[300px] overflow-auto">
        {teamMembers.map((member) => (
          <TableRow key={member._id}>
            {selectable ? (
              <TableCell label="Select">
                <Checkbox
                  aria-label={`Select ${nameOf(member)}`}
                  checked={selected.has(member._id)}
                  onChange={(event) => toggle(member._id, event.target.checked)}
                />
              </TableCell>
            ) : null}
            <TableCell label="Name" className="font-semibold">
              {nameOf(member)}
            </TableCell>
            <TableCell label="Email">{member.email}</TableCell>
            <TableCell label="Phone">{member.phoneNo ? formatPhone(member.phoneNo) : '—'}</TableCell>
            <TableCell label="Tokens">{member.tokens}</TableCell>
          </TableRow>
        ))}
      </ResponsiveTable>
      {sharing ? (
        <ShareTokensDialog
          fundraiserId={sharing.fundraiserId}
          teamMember={recipient}
          balance={sharing.balance}
          dashboardQueryKey={sharing.dashboardQueryKey}
          onClose={() => setRecipient(null)}
          onShared={() => {
            setRecipient(null);
            setSelected(new Set());
          }}
        />
      ) : null}
    </div>
  );
}
