import { outreachMessages, outreachRouteTable } from '@fundplay/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { withMessage } from '../../platform/http/route-envelope.interceptor';
import { RouteBody, RouteQuery, type ParsedBody, type ParsedQuery } from '../../platform/http/route-input.decorators';
import { Route } from '../../platform/http/route.decorator';
import { AddContactCommand } from './commands/add-contact/add-contact.command';
import { DeleteAllContactsCommand } from './commands/delete-all-contacts/delete-all-contacts.command';
import { DeleteContactCommand } from './commands/delete-contact/delete-contact.command';
import { ImportContactsCommand } from './commands/import-contacts/import-contacts.command';
import { UpdateContactCommand } from './commands/update-contact/update-contact.command';
import { ListContactsQuery } from './queries/list-contacts/list-contacts.query';
import { PreviewImportQuery } from './queries/preview-import/preview-import.query';

/** The spec's /contactRoutes (issue #11): a participant's own address book; every route acts on the caller's. */
@Controller()
export class ContactController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(outreachRouteTable.getContacts)
  list(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new ListContactsQuery(user.accountId));
  }

  @Route(outreachRouteTable.addContact)
  async add(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof outreachRouteTable.addContact>,
  ) {
    return withMessage(
      outreachMessages.added,
      await this.commands.execute(new AddContactCommand(user.accountId, body)),
    );
  }

  @Route(outreachRouteTable.updateContact)
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof outreachRouteTable.updateContact>,
  ) {
    return withMessage(
      outreachMessages.updated,
      await this.commands.execute(new UpdateContactCommand(user.accountId, body)),
    );
  }

  @Route(outreachRouteTable.deleteContact)
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @RouteQuery() query: ParsedQuery<typeof outreachRouteTable.deleteContact>,
  ) {
    await this.commands.execute(new DeleteContactCommand(user.accountId, query.contactId));
    return withMessage(outreachMessages.deleted, null);
  }

  /** Saves nothing, so a plain 200 (the entry's status). */
  @Route(outreachRouteTable.previewImport)
  preview(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof outreachRouteTable.previewImport>,
  ) {
    return this.queries.execute(new PreviewImportQuery(user.accountId, body.rows));
  }

  @Route(outreachRouteTable.importContacts)
  async import(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof outreachRouteTable.importContacts>,
  ) {
    const result = await this.commands.execute(new ImportContactsCommand(user.accountId, body.rows));
    return withMessage(
      result.imported === 0 ? outreachMessages.importNothing : outreachMessages.imported(result.imported),
      result,
    );
  }

  @Route(outreachRouteTable.deleteAllContacts)
  async removeAll(@CurrentUser() user: AuthenticatedUser) {
    return withMessage(
      outreachMessages.allDeleted,
      await this.commands.execute(new DeleteAllContactsCommand(user.accountId)),
    );
  }
}
