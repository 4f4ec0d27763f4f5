import { gameRules } from '@fundplay/game-cores';
import { competeMessages, type CompeteRunStart } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { randomInt } from 'node:crypto';
import { AppConfig } from '../../../../config/app-config';
import { Clock } from '../../../../platform/clock/clock';
import { DomainError } from '../../../../platform/http/domain-error';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { FindCompetitorQuery } from '../../../fundraisers/queries/find-competitor/find-competitor.query';
import { LedgerBalances } from '../../../ledger/ledger-balances';
import { TokenSpendStatement } from '../../../ledger/token-spend-statement';
import { FundraiserGame } from '../../entities/fundraiser-game.entity';
import { GameRun } from '../../entities/game-run.entity';
import { RunTickets } from '../../run-tickets';
import { StartRunCommand } from './start-run.command';

/**
 * At most `compete.startsPerMinute` starts per account (a bot sweeping seeds for one worth submitting meets it long
 * before a person does). Lookups first, outside any transaction; then one SQL statement (issue #22): spend the token
 * (ledger reference `run:<runId>`; the wallet's lock makes a player's starts run one at a time, for one statement
 * each), close the player's older open run of this game, open the new one with a fresh seed. A retry of the same
 * `runId` spends nothing and answers the same run.
 */
/** Attempts of a start that keeps meeting concurrent starts of the same player and game. */
const OPEN_RUN_RACE_ATTEMPTS = 10;

const isOpenRunRace = (error: unknown) =>
  (error as { code?: string } | null)?.code === '23505' &&
  String((error as Error).message).includes('game_runs_one_open');

@CommandHandler(StartRunCommand)
export class StartRunHandler implements ICommandHandler<StartRunCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly spends: TokenSpendStatement,
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

    const em = this.em.fork();
    // Lookups first, outside any transaction: the game, and a run this id already opened (a retried start).
    const game = await em.findOne(FundraiserGame, { id: gameId, fundraiserId: fundRaiserId, deletedAt: null });
    if (!game) throw new DomainError('not-found', competeMessages.gameNotFound);
    const earlier = await em.findOne(GameRun, { id: runId });
    if (earlier) return this.answer(this.sameRun(earlier, accountId, gameId), accountId);

    // Then one statement: the token spent (ledger reference `run:<runId>`), the player's older open run of this
    // game closed, the new one opened. The wallet's lock lasts that one statement.
    const rules = gameRules(game.slug);
    const startedAt = new Date(now);
    const expiresAt = new Date(now + (rules.maxRunSeconds + this.config.compete.runGraceMinutes * 60) * 1000);
    const seed = randomInt(0, 2 ** 32);
    const spent = await this.retryingOnOpenRunRace(() =>
      this.spends.spend(
        em,
        { externalRef: `run:${runId}`, membershipId: competitor.membershipId, fundraiserId: fundRaiserId },
        {
          ctes: `closed as (
                 update game_runs set status = 'abandoned', finished_at = ?::timestamptz,
                        reason = 'a newer run was started'
                  where membership_id = ?::uuid and game_id = ?::uuid and status = 'open'
                    and exists (select 1 from spent)
                 returning id
               ),
               opened as (
                 insert into game_runs (id, fundraiser_id, game_id, slug, membership_id, account_id, group_id, seed,
                                        started_at, expires_at)
                 select ?::uuid, ?::uuid, ?::uuid, ?, ?::uuid, ?::uuid, ?::uuid, ?::bigint, ?::timestamptz, ?::timestamptz
                  where (select count(*) from closed) >= 0 and exists (select 1 from spent)
                 returning id
               )`,
          params: [
            startedAt,
            competitor.membershipId,
            gameId,
            runId,
            fundRaiserId,
            gameId,
            game.slug,
            competitor.membershipId,
            accountId,
            competitor.groupId,
            seed,
            startedAt,
            expiresAt,
          ],
          returns: '(select count(*) from opened)',
        },
        competeMessages.noTokens,
      ),
    );
    if (spent.posted) {
      return {
        runId,
        ticket: this.tickets.issue(runId, accountId),
        seed,
        gameId,
        slug: game.slug,
        expiresAt: expiresAt.toISOString(),
        tokens: spent.walletBalance ?? 0,
      };
    }
    // A concurrent retry of this start committed first: answer its run.
    const raced = await em.findOne(GameRun, { id: runId }, { refresh: true });
    if (!raced) throw new DomainError('conflict', competeMessages.runClosed);
    return this.answer(this.sameRun(raced, accountId, gameId), accountId);
  }

  /**
   * Runs the start's statement again when a concurrent start of the same player and game committed its run while
   * this one waited for the wallet: the statement's snapshot, taken before that wait, did not see the run to close,
   * so the one-open-run index refused the insert and the whole statement (token included) rolled back. The next
   * attempt sees it and closes it.
   */
  private async retryingOnOpenRunRace<T>(start: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await start();
      } catch (error) {
        if (!isOpenRunRace(error)) throw error;
        // Only a player starting many runs of one game at the same instant keeps losing: nothing was spent.
        if (attempt >= OPEN_RUN_RACE_ATTEMPTS) throw new DomainError('rate-limited', competeMessages.tooManyStarts);
      }
    }
  }

  /** The answer for a run already open (a retried start), with the tokens the wallet holds now. */
  private async answer(run: GameRun, accountId: string): Promise<CompeteRunStart> {
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
