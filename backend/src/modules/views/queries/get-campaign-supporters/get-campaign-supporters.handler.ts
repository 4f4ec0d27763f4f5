import { campaignLimits, fundraiserMessages, type SupportersPage } from '@fundplay/contracts';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { GetCampaignScopeQuery } from '../../../fundraisers/queries/get-campaign-scope/get-campaign-scope.query';
import { ListSupportersQuery } from '../../../payments/queries/list-supporters/list-supporters.query';
import { GetCampaignSupportersQuery } from './get-campaign-supporters.query';

/** "Show more" on a supporters wall: the code names the scope, the cursor where the last page ended. */
@QueryHandler(GetCampaignSupportersQuery)
export class GetCampaignSupportersHandler implements IQueryHandler<GetCampaignSupportersQuery> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ code, cursor }: GetCampaignSupportersQuery): Promise<SupportersPage> {
    const scope = await this.queries.execute(new GetCampaignScopeQuery({ code }));
    if (!scope) throw new DomainError('not-found', fundraiserMessages.invalidReferralPage);
    const { supporters, nextCursor } = await this.queries.execute(
      new ListSupportersQuery(scope.wall, cursor, campaignLimits.supportersPageSize),
    );
    return { supporters, nextCursor };
  }
}
