import { fundraiserMessages } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { GetPeopleQuery } from '../../../identity/queries/get-people/get-people.query';
import { GetReceiptDetailsQuery, type ReceiptDetails } from './get-receipt-details.query';

interface ReceiptRow {
  fund_raising_name: string;
  tax_id: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  participant_account_id: string | null;
  group_name: string | null;
}

/** The tax-receipt facts of a fundraiser (legal name, tax id, address) and the credited participant's contact. */
@QueryHandler(GetReceiptDetailsQuery)
export class GetReceiptDetailsHandler implements IQueryHandler<GetReceiptDetailsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ fundraiserId, membershipId, groupId }: GetReceiptDetailsQuery): Promise<ReceiptDetails> {
    const [row] = await this.em.fork().execute<ReceiptRow[]>(
      `select f.fund_raising_name, f.tax_id, f.address, f.city, f.state, f.zip, m.account_id as participant_account_id,
              g.name as group_name
         from fundraisers f
         left join fundraiser_memberships m on m.id = ? and m.fundraiser_id = f.id
         left join fundraiser_groups g on g.id = ? and g.fundraiser_id = f.id
        where f.id = ?`,
      [membershipId, groupId, fundraiserId],
    );
    if (!row) throw new DomainError('not-found', fundraiserMessages.notFound);
    const [person] = row.participant_account_id
      ? await this.queries.execute(new GetPeopleQuery([row.participant_account_id]))
      : [];
    const cityLine = [row.city, [row.state, row.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    return {
      fundraiserId,
      legalName: row.fund_raising_name,
      taxId: formatTaxId(row.tax_id),
      address: [row.address, cityLine].filter(Boolean).join(', '),
      participant: person
        ? { accountId: person.id, firstName: person.firstName, lastName: person.lastName, email: person.email }
        : null,
      groupName: row.group_name,
    };
  }
}

/** An EIN as printed on receipts (12-3456789); stored as its nine digits. */
function formatTaxId(taxId: string): string {
  return /^\d{9}$/.test(taxId) ? `${taxId.slice(0, 2)}-${taxId.slice(2)}` : taxId;
}
