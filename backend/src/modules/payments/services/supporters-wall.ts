import type { Supporter, SupportersPage } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { integerFromDb } from '../../../platform/database/integer-from-db';
import { DomainError } from '../../../platform/http/domain-error';
import { supporterName } from '../domain/supporter-name';
import type { SupporterScope } from '../queries/list-supporters/list-supporters.query';

/** What a person sees when the wall's "more" link is stale or was tampered with. */
export const supportersCursorMessage =
  'This list of supporters could not be continued. Reload the page to see it again.';

interface WallRow {
  id: string;
  kind: Supporter['kind'];
  at: Date;
  /** The time in microseconds since the epoch, exactly as stored: the cursor's key. */
  at_us: string;
  first_name: string;
  last_name: string;
  anonymous: boolean;
  sponsor_name: string | null;
  label: string | null;
  amount_cents: string;
  show_amount: boolean;
  message: string | null;
  total: string | null;
}

interface Cursor {
  atMicros: string;
  id: string;
}

const cursorPattern = /^(\d{1,17})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** Opaque to clients: base64url of "<microseconds>.<id>" of the last gift on the page. */
function encodeCursor(row: WallRow): string {
  return Buffer.from(`${row.at_us}.${row.id}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): Cursor {
  const match = /^[A-Za-z0-9_-]{1,200}$/.test(cursor)
    ? cursorPattern.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
    : null;
  if (!match) throw new DomainError('invalid', supportersCursorMessage, { cursor: [supportersCursorMessage] });
  return { atMicros: match[1] as string, id: match[2] as string };
}

/**
 * The supporters wall: the gifts of a fundraiser, a group or a participant, newest first, as each donor chose to
 * show them. On the wall: card gifts that went through (`succeeded`, and `partially_refunded` with what is left of
 * the gift), sponsorships and manual funds. A fully refunded gift leaves the wall (its money went back to the card),
 * and so does one whose dispute was lost; a gift still open or declined never reached it. A hidden message reads as
 * none everywhere the wall is shown.
 *
 * One statement per page: both tables in their keyset order (time, id), each served by its scope's partial index,
 * merged and cut to the page, with the count of the scope's gifts alongside when asked for.
 */
@Injectable()
export class SupportersWall {
  constructor(private readonly em: EntityManager) {}

  async page(
    scope: SupporterScope,
    cursor: string | undefined,
    limit: number,
    { withCount }: { withCount: boolean },
  ): Promise<SupportersPage & { supporterCount: number }> {
    const after = cursor ? decodeCursor(cursor) : null;
    const take = Math.max(1, Math.min(limit, 100));
    const [column, key] = scope.participantId
      ? (['membership_id', scope.participantId] as const)
      : scope.groupId
        ? (['group_id', scope.groupId] as const)
        : (['fundraiser_id', scope.fundraiserId] as const);

    // A group or a membership belongs to one fundraiser: its id alone is the scope. (Adding the fundraiser's id
    // made the planner multiply two selectivities it cannot know are one, and leave the keyset index.)
    const cardWhere = `p.${column} = ? and p.kind = 'donation'
      and p.status in ('succeeded', 'partially_refunded') and p.dispute_status is distinct from 'lost'`;
    const manualWhere = `m.${column} = ?`;
    const scopeParams = [key];
    const afterCard = after
      ? `and (coalesce(p.succeeded_at, p.created_at), p.id) < (timestamptz 'epoch' + ?::bigint * interval '1 microsecond', ?::uuid)`
      : '';
    const afterManual = after
      ? `and (m.created_at, m.id) < (timestamptz 'epoch' + ?::bigint * interval '1 microsecond', ?::uuid)`
      : '';
    const afterParams = after ? [after.atMicros, after.id] : [];
    const count = withCount
      ? `(select count(*) from payments p where ${cardWhere}) + (select count(*) from manual_donations m where ${manualWhere})`
      : 'null::bigint';

    const rows = await this.em.fork().execute<WallRow[]>(
      `select c.total, g.*, (extract(epoch from g.at) * 1000000)::bigint::text as at_us
         from (select ${count} as total) c
         left join (
           (select p.id, coalesce(p.succeeded_at, p.created_at) as at,
                   case when p.sponsor_id is not null then 'sponsor' else 'gift' end as kind,
                   p.donor_first_name as first_name, p.donor_last_name as last_name, p.anonymous, p.sponsor_name,
                   null::text as label,
                   least(p.gift_cents, p.amount_cents - p.refunded_cents) as amount_cents, p.show_amount,
                   case when p.message_hidden_at is null then nullif(p.message, '') end as message
              from payments p
             where ${cardWhere} ${afterCard}
             order by coalesce(p.succeeded_at, p.created_at) desc, p.id desc
             limit ?)
           union all
           (select m.id, m.created_at as at, 'manual' as kind, '' as first_name, '' as last_name, false as anonymous,
                   null::text as sponsor_name, m.label, m.amount_cents, true as show_amount, null::text as message
              from manual_donations m
             where ${manualWhere} ${afterManual}
             order by m.created_at desc, m.id desc
             limit ?)
         ) g on true
        order by g.at desc nulls last, g.id desc
        limit ?`,
      [
        ...(withCount ? [...scopeParams, ...scopeParams] : []),
        ...scopeParams,
        ...afterParams,
        take + 1,
        ...scopeParams,
        ...afterParams,
        take + 1,
        take + 1,
      ],
    );
    const gifts = rows.filter((row) => row.id !== null);
    const shown = gifts.slice(0, take);
    const last = shown.at(-1);
    return {
      supporters: shown.map((row) => ({
        _id: row.id,
        name: supporterName({
          kind: row.kind,
          firstName: row.first_name,
          lastName: row.last_name,
          anonymous: row.anonymous,
          sponsorName: row.sponsor_name,
          label: row.label,
        }),
        amount: row.show_amount ? integerFromDb(row.amount_cents) : null,
        message: row.message,
        kind: row.kind,
        createdAt: new Date(row.at).getTime(),
      })),
      nextCursor: gifts.length > take && last ? encodeCursor(last) : null,
      supporterCount: integerFromDb(rows[0]?.total ?? null),
    };
  }
}
