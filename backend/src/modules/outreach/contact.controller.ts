import {
  addContactSchema,
  deleteContactQuerySchema,
  importContactsSchema,
  outreachMessages,
  outreachRouteTable,
  updateContactSchema,
  type ApiResponse,
  type Contact,
  type ImportPreview,
  type ImportResult,
} from '@fundplay/contracts';
import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { Roles } from '../../platform/auth/access.decorators';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { AddContactCommand } from './commands/add-contact/add-contact.command';
import { DeleteAllContactsCommand } from './commands/delete-all-contacts/delete-all-contacts.command';
import { DeleteContactCommand } from './commands/delete-contact/delete-contact.command';
import { ImportContactsCommand } from './commands/import-contacts/import-contacts.command';
import { UpdateContactCommand } from './commands/update-contact/update-contact.command';
import { ListContactsQuery } from './queries/list-contacts/list-contacts.query';
import { PreviewImportQuery } from './queries/preview-import/preview-import.query';

/** The spec's /contactRoutes (issue #11): a participant's own address book; every route acts on the caller's. */
@Controller()
@Roles('participant')
export class ContactController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get(outreachRouteTable.getContacts.path)
  async list(@CurrentUser() user: AuthenticatedUser): Promise<ApiResponse<Contact[]>> {
    return { message: '', data: await this.queries.execute(new ListContactsQuery(user.accountId)) };
  }

  @Post(outreachRouteTable.addContact.path)
  async add(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(addContactSchema)) body: z.output<typeof addContactSchema>,
  ): Promise<ApiResponse<Contact>> {
    return {
      message: outreachMessages.added,
      data: await this.commands.execute(new AddContactCommand(user.accountId, body)),
    };
  }

  @Put(outreachRouteTable.updateContact.path)
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(updateContactSchema)) body: z.output<typeof updateContactSchema>,
  ): Promise<ApiResponse<Contact>> {
    return {
      message: outreachMessages.updated,
      data: await this.commands.execute(new UpdateContactCommand(user.accountId, body)),
    };
  }

  @Delete(outreachRouteTable.deleteContact.path)
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(deleteContactQuerySchema)) query: z.output<typeof deleteContactQuerySchema>,
  ): Promise<ApiResponse<null>> {
    await this.commands.execute(new DeleteContactCommand(user.accountId, query.contactId));
    return { message: outreachMessages.deleted, data: null };
  }

  /** Saves nothing, so a plain 200. */
  @Post(outreachRouteTable.previewImport.path)
  @HttpCode(200)
  async preview(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(importContactsSchema)) body: z.output<typeof importContactsSchema>,
  ): Promise<ApiResponse<ImportPreview>> {
    return { message: '', data: await this.queries.execute(new PreviewImportQuery(user.accountId, body.rows)) };
  }

  @Post(outreachRouteTable.importContacts.path)
  async import(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(importContactsSchema)) body: z.output<typeof importContactsSchema>,
  ): Promise<ApiResponse<ImportResult>> {
    const result = await this.commands.execute(new ImportContactsCommand(user.accountId, body.rows));
    return {
      message: result.imported === 0 ? outreachMessages.importNothing : outreachMessages.imported(result.imported),
      data: result,
    };
  }

  @Delete(outreachRouteTable.deleteAllContacts.path)
  async removeAll(
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ApiResponse<{ deleted: number; messagesDeleted: number }>> {
    return {
      message: outreachMessages.allDeleted,
      data: await this.commands.execute(new DeleteAllContactsCommand(user.accountId)),
    };
  }
}
