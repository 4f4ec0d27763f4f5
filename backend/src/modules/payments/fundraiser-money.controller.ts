import {
  donationKindLabels,
  donationStatusLabels,
  fundraiserExportQuerySchema,
  fundraiserMoneyQuerySchema,
  manualDonationSchema,
  moneyMessages,
  routeTable,
  type ApiResponse,
  type DonationRow,
  type FundraiserTransparency,
} from '@fundplay/contracts';
import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { AllowPendingApproval, Public, Roles } from '../../platform/auth/access.decorators';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { RecordManualDonationCommand } from './commands/record-manual-donation/record-manual-donation.command';
import { csvFileName, dollars, localDateTime, toCsv } from './csv';
import { GetFundraiserDonationsQuery } from './queries/get-fundraiser-donations/get-fundraiser-donations.query';
import { GetParticipantTotalsQuery } from './queries/get-participant-totals/get-participant-totals.query';
import { GetTransparencyQuery } from './queries/get-transparency/get-transparency.query';

type MoneyQuery = z.output<typeof fundraiserMoneyQuerySchema>;
type ExportQuery = z.output<typeof fundraiserExportQuerySchema>;

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

  @Roles('admin', 'secondaryAdmin')
  @AllowPendingApproval()
  @Post(routeTable.addManualDonation.path)
  @HttpCode(201)
  async addManualDonation(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(manualDonationSchema)) body: z.output<typeof manualDonationSchema>,
  ): Promise<ApiResponse<{ manualDonationId: string }>> {
    return {
      message: moneyMessages.fundsAdded,
      data: await this.commands.execute(new RecordManualDonationCommand(user, body)),
    };
  }

  @Roles('admin', 'secondaryAdmin')
  @AllowPendingApproval()
  @Get(routeTable.getFundraiserDonations.path)
  async donations(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(fundraiserMoneyQuerySchema)) query: MoneyQuery,
  ): Promise<ApiResponse<DonationRow[]>> {
    const { donations } = await this.queries.execute(new GetFundraiserDonationsQuery(user, query.fundRaisingId));
    return { message: '', data: donations };
  }

  @Roles('admin', 'secondaryAdmin')
  @AllowPendingApproval()
  @Get(routeTable.exportDonations.path)
  async exportDonations(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(fundraiserExportQuerySchema)) query: ExportQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
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

  @Roles('admin', 'secondaryAdmin')
  @AllowPendingApproval()
  @Get(routeTable.exportParticipantTotals.path)
  async exportParticipantTotals(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(fundraiserMoneyQuerySchema)) query: MoneyQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
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

  @Public()
  @Get(routeTable.getTransparency.path)
  async transparency(
    @Query(new ZodValidationPipe(fundraiserMoneyQuerySchema)) query: MoneyQuery,
  ): Promise<ApiResponse<FundraiserTransparency>> {
    return { message: '', data: await this.queries.execute(new GetTransparencyQuery(query.fundRaisingId)) };
  }
}
