import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { FileStorage } from '../../../../platform/storage/file-storage.port';
import { ImageUploads } from '../../../../platform/storage/image-uploads';
import { fundraiserDetail } from '../../read-models/fundraiser-admin-views';
import { groupGoalsOf } from '../../services/group-persistence';
import { FundraiserAccess } from '../../policies/fundraiser-access.policy';
import { assertMayUpdate } from '../../policies/fundraiser-permissions.policy';
import { fundraiserGoalProblem } from '../../policies/group-goals.policy';
import { UpdateFundraiserCommand } from './update-fundraiser.command';
import { LedgerBalances } from '../../../ledger/ledger-balances';

/** Longest side of a stored logo: sharp on any screen the dashboards and donation page show it on. */
export const LOGO_MAX_DIMENSION = 1024;

@CommandHandler(UpdateFundraiserCommand)
export class UpdateFundraiserHandler implements ICommandHandler<UpdateFundraiserCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly em: EntityManager,
    private readonly access: FundraiserAccess,
    private readonly images: ImageUploads,
    private readonly storage: FileStorage,
    private readonly balances: LedgerBalances,
    private readonly queries: QueryBus,
  ) {}

  async execute({ user, input, logo }: UpdateFundraiserCommand) {
    // Decoded and re-encoded before anything is locked; stored only once the caller is known to be allowed.
    const image = logo ? await this.images.process(logo, { maxDimension: LOGO_MAX_DIMENSION }) : null;
    const { fundRaisingId, fundRaisingGoal, fundRaisingCause, ...details } = input;
    const logos: { stored: string | null; replaced: string | null } = { stored: null, replaced: null };
    try {
      const fundraiser = await this.uow.run(async ({ em }) => {
        const fundraiser = await this.access.requireAdministered(em, user, fundRaisingId, { lock: true });
        assertMayUpdate(user, fundraiser, {
          details: Object.values(details).some((value) => value !== undefined),
          goalOrCause: fundRaisingGoal !== undefined || fundRaisingCause !== undefined,
          logo: image !== null,
        });
        if (fundRaisingGoal !== undefined) {
          // Groups change only under this row's lock (see the group commands), so the sum cannot move meanwhile.
          const problem = fundraiserGoalProblem(fundRaisingGoal, await groupGoalsOf(em, fundraiser.id));
          if (problem) throw new DomainError('invalid', problem, { fundRaisingGoal: [problem] });
          fundraiser.goalCents = fundRaisingGoal;
        }
        if (fundRaisingCause !== undefined) fundraiser.cause = fundRaisingCause;
        if (details.fundRaisingName !== undefined) fundraiser.fundRaisingName = details.fundRaisingName;
        if (details.address !== undefined) fundraiser.address = details.address;
        if (details.city !== undefined) fundraiser.city = details.city;
        if (details.state !== undefined) fundraiser.state = details.state;
        if (details.zip !== undefined) fundraiser.zip = details.zip;
        if (details.fundRaisingTaxId !== undefined) fundraiser.taxId = details.fundRaisingTaxId;
        if (details.fundRaisingRoutingNumber !== undefined) fundraiser.routingNumber = details.fundRaisingRoutingNumber;
        if (details.fundRaisingAccountNumber !== undefined) fundraiser.accountNumber = details.fundRaisingAccountNumber;
        if (details.fundRaisingStartTime !== undefined && details.fundRaisingEndTime !== undefined) {
          fundraiser.startsAt = new Date(details.fundRaisingStartTime);
          fundraiser.endsAt = new Date(details.fundRaisingEndTime);
        }
        if (image) {
          const stored = await this.storage.put({ contentType: image.contentType, bytes: image.bytes });
          logos.stored = stored.id;
          logos.replaced = fundraiser.logoFileId;
          fundraiser.logoFileId = stored.id;
        }
        await em.flush();
        return fundraiser;
      });
      // Nothing refers to the old logo any more; its id is never reused, so caches holding it stay correct.
      if (logos.replaced) await this.storage.delete(logos.replaced).catch(() => false);
      return await fundraiserDetail(this.em.fork(), this.queries, this.balances, user, fundraiser);
    } catch (error) {
      if (logos.stored) await this.storage.delete(logos.stored).catch(() => false);
      throw error;
    }
  }
}
