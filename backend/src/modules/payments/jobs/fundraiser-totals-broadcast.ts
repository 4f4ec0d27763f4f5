import { Injectable } from '@nestjs/common';
import { ReadDocuments } from '../../../platform/read-models/read-documents';
import { RealtimeEmitter } from '../../../platform/realtime/realtime-emitter';
import { LedgerBalances } from '../../ledger/ledger-balances';

/**
 * Tells pages following `fundraiser:<id>` that its totals changed, with the ledger's version for that fundraiser
 * (the newest, read when the job runs: a late job never announces an older version than one already sent).
 * Clients ignore versions they have seen and refetch over HTTP; the socket carries no figures.
 * One job per event that moves a fundraiser's money (`broadcast-*.job.ts`), all alike. The fundraiser's public read
 * models (big screen, campaign pages, referral lookup) are marked changed first, so a page that refetches on the
 * event reads the new totals.
 */
@Injectable()
export abstract class FundraiserTotalsBroadcast {
  constructor(
    private readonly realtime: RealtimeEmitter,
    private readonly balances: LedgerBalances,
    private readonly documents: ReadDocuments,
  ) {}

  async handle({ fundraiserId }: { fundraiserId: string }): Promise<void> {
    await this.documents.changed(fundraiserId);
    const version = await this.balances.version(fundraiserId);
    this.realtime.emit(`fundraiser:${fundraiserId}`, 'fundraiser:totals', { fundraiserId, version });
  }
}
