import { gameRules } from '@fundplay/game-cores';
import { competeMessages, type CompeteRunStart } from '@fundplay/contracts';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { randomInt } from 'node:crypto';
import { AppConfig } from '../../../../config/app-config';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { FindCompetitorQuery } from '../../../fundraisers/queries/find-competitor/find-competitor.query';
import { Ledger } from '../../../ledger/ledger';
import { LedgerBalances } from '../../../ledger/ledger-balances';
import { FundraiserGame } from '../../entities/fundraiser-game.entity';
import { GameRun } from '../../entities/game-run.entity';
import { RunTickets } from '../../run-tickets';
import { StartRunCommand } from './start-run.command';

/**
 * At most `compete.startsPerMinute` starts per account (a bot sweeping seeds for one worth submitting meets it long
 * before a person does). Then one transaction: spend the token (ledger reference `run:<runId>`, which locks the wallet, so a player's starts
 * run one at a time), close the player's older open run of this game, open the new one with a fresh seed.
 * A retry of the same `runId` spends nothing and answers the same run.
 */
@CommandHandler(StartRunCommand)
export class StartRunHandler implements ICommandHandler<StartRunCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: QueryBus,
    private readonly ledger: Ledger,
    private readonly balances: LedgerBalances,
    private readonly tickets: RunTickets,
    private readonly config: AppConfig,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async execute({ accountId, request }: StartRunCommand): Promise<CompeteRunStart> {
    const { runId, fundRaiserId, gameId } = request;
    const pace = await this.limiter.hit(`compete-start:${accountId}`, this.config.compete.startsPerMinute, 60);
    if (!pace.allowed) {
      throw new DomainError(
        'rate-limited',
        `${competeMessages.tooManyStarts} Try again in ${pace.retryAfterSeconds} s.`,
      );
    }
    const competitor = await this.queries.execute(new FindCompetitorQuery(accountId, fundRaiserId));
    if (!competitor) throw new DomainError('forbidden', competeMessages.notAMember);
    // finishRun measures the run's play time from its start on this clock.
    const now = this.clock.now().getTime();
    if (now < competitor.startsAt.getTime()) throw new DomainError('conflict', competeMessages.fundraiserNotStarted);
    if (now >= competitor.endsAt.getTime()) throw new DomainError('conflict', competeMessages.fundraiserEnded);

    const run = await this.uow.run(async ({ em }) => {
      const game = await em.findOne(FundraiserGame, { id: gameId, fundraiserId: fundRaiserId, deletedAt: null });
      if (!game) throw new DomainError('not-found', competeMessages.gameNotFound);
      const earlier = await em.findOne(GameRun, { id: runId });
      if (earlier) return this.sameRun(earlier, accountId, gameId);

      const spent = await this.ledger.spendToken(em, {
        externalRef: `run:${runId}`,
        membershipId: competitor.membershipId,
        fundraiserId: fundRaiserId,
      });
      if (!spent.posted) {
        // A concurrent retry of this start committed first (it held the wallet's lock): answer its run.
        const raced = await em.findOne(GameRun, { id: runId }, { refresh: true });
        if (!raced) throw new DomainError('conflict', competeMessages.runClosed);
        return this.sameRun(raced, accountId, gameId);
      }
      await em.nativeUpdate(
        GameRun,
        { membershipId: competitor.membershipId, gameId, status: 'open' },
        { status: 'abandoned', finishedAt: new Date(now), reason: 'a newer run was started' },
      );
      const rules = gameRules(game.slug);
      const opened = em.create(GameRun, {
        id: runId,
        fundraiserId: fundRaiserId,
        gameId,
        slug: game.slug,
        membershipId: competitor.membershipId,
        accountId,
        groupId: competitor.groupId,
        seed: randomInt(0, 2 ** 32),
        startedAt: new Date(now),
        expiresAt: new Date(now + (rules.maxRunSeconds + this.config.compete.runGraceMinutes * 60) * 1000),
      });
      await em.persist(opened).flush();
      return opened;
    });

    const totals = await this.balances.membershipTotals([run.membershipId]);
    return {
      runId: run.id,
      ticket: this.tickets.issue(run.id, accountId),
      seed: Number(run.seed),
      gameId: run.gameId,
      slug: run.slug,
      expiresAt: run.expiresAt.toISOString(),
      tokens: totals.get(run.membershipId)?.tokens ?? 0,
    };
  }

  /** A start retried with the same id: the same run while it is open and the caller's, else a refusal. */
  private sameRun(run: GameRun, accountId: string, gameId: string): GameRun {
    if (run.accountId !== accountId || run.gameId !== gameId)
      throw new DomainError('conflict', competeMessages.runClosed);
    if (run.status !== 'open') throw new DomainError('conflict', competeMessages.runClosed);
    return run;
  }
}
