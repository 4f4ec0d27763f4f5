import type { OutreachAudienceMember } from '@fundplay/contracts';
import { Checkbox } from '@/components/ui/checkbox';

/** How an audience is named: one member, several, and the legend of the choice. */
export interface AudienceNouns {
  one: string;
  many: string;
}

/**
 * "Only some participants / team members (optional)": the members of one audience by name, each team member with
 * whose team they are on. None checked means all of them.
 */
export function AudienceMemberChoice({
  nouns,
  members,
  chosen,
  onToggle,
}: {
  nouns: AudienceNouns;
  members: readonly OutreachAudienceMember[];
  chosen: ReadonlySet<string>;
  onToggle: (accountId: string, checked: boolean) => void;
}) {
  if (members.length === 0) {
    return <p className="text-sm text-muted-foreground">This fundraiser has no {nouns.many} yet.</p>;
  }
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-1 text-sm font-semibold">Only some {nouns.many} (optional)</legend>
      <p className="text-sm text-muted-foreground">Choose none to message them all.</p>
      <ul className="grid max-h-44 gap-1 overflow-y-auto rounded-xl border p-2">
        {members.map((member) => (
          <li key={member._id}>
            <label className="flex cursor-pointer items-start gap-2 rounded-md px-1 py-1 text-sm hover:bg-accent">
              <Checkbox
                className="mt-0.5"
                checked={chosen.has(member._id)}
                onChange={(event) => onToggle(member._id, event.target.checked)}
              />
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {member.name}
                {member.teamOf ? <span className="text-muted-foreground"> · on {member.teamOf}’s team</span> : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
