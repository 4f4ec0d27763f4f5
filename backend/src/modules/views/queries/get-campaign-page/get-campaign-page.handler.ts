import { campaignLimits, fundraiserMessages, type CampaignPage } from '@fundplay/contracts';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { GetCampaignScopeQuery } from '../../../fundraisers/queries/get-campaign-scope/get-campaign-scope.query';
import { ListSupportersQuery } from '../../../payments/queries/list-supporters/list-supporters.query';
import { GetCampaignPageQuery } from './get-campaign-page.query';

/**
 * A campaign page in two reads: the fundraisers context's scope (who, goals, race, sponsors, whether it takes gifts)
 * and the first page of the payments context's supporters wall for that scope, with its count.
 */
@QueryHandler(GetCampaignPageQuery)
export class GetCampaignPageHandler implements IQueryHandler<GetCampaignPageQuery> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ by }: GetCampaignPageQuery): Promise<CampaignPage> {
    const scope = await this.queries.execute(new GetCampaignScopeQuery(by));
    if (!scope) throw new DomainError('not-found', fundraiserMessages.invalidReferralPage);
    const { wall, ...page } = scope;
    const { supporterCount, ...supporters } = await this.queries.execute(
      new ListSupportersQuery(wall, undefined, campaignLimits.supportersPageSize),
    );
    return { ...page, fundraiser: { ...page.fundraiser, supporterCount }, supporters };
  }
}
