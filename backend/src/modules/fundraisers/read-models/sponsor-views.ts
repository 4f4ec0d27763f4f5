import type { SponsorRow } from '@fundplay/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import type { LedgerBalances } from '../../ledger/ledger-balances';
import { CountSponsorGiftsQuery } from '../ports/count-sponsor-gifts.query';
import { Sponsor } from '../entities/sponsor.entity';
import { fileUrl } from './fundraiser-views';

/** Sponsors as every screen shows them: what each gave from the ledger, its gifts from payments. */
export async function sponsorRows(
  balances: LedgerBalances,
  queries: QueryBus,
  sponsors: readonly Sponsor[],
): Promise<SponsorRow[]> {
  const ids = sponsors.map((sponsor) => sponsor.id);
  const [given, gifts] = await Promise.all([
    balances.sponsorTotals(ids),
    ids.length > 0 ? queries.execute(new CountSponsorGiftsQuery(ids)) : new Map<string, number>(),
  ]);
  return sponsors.map((sponsor) => {
    const raisedCents = given.get(sponsor.id)?.raisedCents ?? 0;
    return {
      _id: sponsor.id,
      fundRaisingId: sponsor.fundraiserId,
      firstName: sponsor.firstName,
      lastName: sponsor.lastName,
      businessName: sponsor.businessName,
      websiteUrl: sponsor.websiteUrl,
      businessImage: fileUrl(sponsor.logoFileId),
      type: sponsor.type,
      // 'Sponsored' once a sponsorship went through (and was not all given back).
      isFeatured: raisedCents > 0,
      totalTransactions: gifts.get(sponsor.id) ?? 0,
      amount: raisedCents,
      createdAt: sponsor.createdAt.toISOString(),
    };
  });
}

/** The fundraiser's business sponsors, newest first (spec §5: the sponsors list shows businesses only). */
export async function businessSponsorsOf(
  em: EntityManager,
  balances: LedgerBalances,
  queries: QueryBus,
  fundraiserId: string,
): Promise<SponsorRow[]> {
  const sponsors = await em.find(
    Sponsor,
    { fundraiserId, type: 'business' },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  return sponsorRows(balances, queries, sponsors);
}
