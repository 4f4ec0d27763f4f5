import { donationKindLabels, donationStatusLabels, moneyMessages, routeTable } from '@fundplay/contracts';
import { Controller, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { withMessage } from '../../platform/http/route-envelope.interceptor';
import { RouteBody, RouteQuery, type ParsedBody, type ParsedQuery } from '../../platform/http/route-input.decorators';
import { Route } from '../../platform/http/route.decorator';
import { RecordManualDonationCommand } from './commands/record-manual-donation/record-manual-donation.command';
import { csvFileName, dollars, localDateTime, toCsv } from './domain/csv';
import { GetFundraiserDonationsQuery } from './queries/get-fundraiser-donations/get-fundraiser-donations.query';
import { GetParticipantTotalsQuery } from './queries/get-participant-totals/get-participant-totals.query';
import { GetTransparencyQuery } from './queries/get-transparency/get-transparency.query';

/** A byte order mark, so spreadsheet programs read the export as UTF-8 (names with accents). */
const UTF8_BOM = '\uFEFF';

function sendCsv(reply: FastifyReply, fileName: string, csv: string): string {
  void reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');
  return UTF8_BOM + csv;
}

/**
 * A fundraiser's money for its administrators (manual funds, the gifts, CSV exports) and, for everyone, the
 * transparency view. Routes for every administrator (the route table's 'admins'): which fundraiser they may act
 * on, and how, is the fundraisers context's rule, asked by the handlers.
 */
@Controller()
export class FundraiserMoneyController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(routeTable.addManualDonation)
  async addManualDonation(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof routeTable.addManualDonation>,
  ) {
    return withMessage(
      moneyMessages.fundsAdded,
      await this.commands.execute(new RecordManualDonationCommand(user, body)),
    );
  }

  @Route(routeTable.getFundraiserDonations)
  async donations(
    @CurrentUser() user: AuthenticatedUser,
    @RouteQuery() query: ParsedQuery<typeof routeTable.getFundraiserDonations>,
  ) {
    const { donations } = await this.queries.execute(new GetFundraiserDonationsQuery(user, query.fundRaisingId));
    return donations;
  }

  @Route(routeTable.exportDonations)
  async exportDonations(
    @CurrentUser() user: AuthenticatedUser,
    @RouteQuery() query: ParsedQuery<typeof routeTable.exportDonations>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { fundRaisingName, donations } = await this.queries.execute(
      new GetFundraiserDonationsQuery(user, query.fundRaisingId),
    );
    // The viewer's wall clock (the page sends its zone), named in the header; the same words as the gifts list.
    const timeZone = query.timeZone ?? 'UTC';
    const csv = toCsv(
      [
        `Date (${timeZone})`,
        'Type',
        'Donor',
        'Email',
        'Amount (USD)',
        'Refunded (USD)',
        'Status',
        'Group',
        'Participant',
        'Comments',
      ],
      donations.map((row) => [
        localDateTime(row.createdAt, timeZone),
        donationKindLabels[row.kind],
        row.donorName,
        row.donorEmail ?? '',
        dollars(row.amountCents),
        dollars(row.refundedCents),
        donationStatusLabels[row.status],
        row.groupName ?? '',
        row.participantName ?? '',
        row.comments ?? '',
      ]),
    );
    return sendCsv(reply, csvFileName('donations', fundRaisingName), csv);
  }

  @Route(routeTable.exportParticipantTotals)
  async exportParticipantTotals(
    @CurrentUser() user: AuthenticatedUser,
    @RouteQuery() query: ParsedQuery<typeof routeTable.exportParticipantTotals>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { fundRaisingName, participants } = await this.queries.execute(
      new GetParticipantTotalsQuery(user, query.fundRaisingId),
    );
    const csv = toCsv(
      ['First name', 'Last name', 'Email', 'Group', 'Total donations (USD)', 'Cash earned (USD)', 'Tokens'],
      participants.map((row) => [
        row.firstName,
        row.lastName,
        row.email,
        row.groupName ?? '',
        dollars(row.totalDonationsCents),
        dollars(row.cashEarnedCents),
        row.tokens,
      ]),
    );
    return sendCsv(reply, csvFileName('participant-totals', fundRaisingName), csv);
  }

  @Route(routeTable.getTransparency)
  transparency(@RouteQuery() query: ParsedQuery<typeof routeTable.getTransparency>) {
    return this.queries.execute(new GetTransparencyQuery(query.fundRaisingId));
  }
}
