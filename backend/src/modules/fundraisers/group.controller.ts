import { fundraiserMessages, moneyMessages, routeTable } from '@fundplay/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { withMessage } from '../../platform/http/route-envelope.interceptor';
import { RouteBody, RouteQuery, type ParsedBody, type ParsedQuery } from '../../platform/http/route-input.decorators';
import { Route } from '../../platform/http/route.decorator';
import { AssignParticipantToGroupCommand } from './commands/assign-participant-to-group/assign-participant-to-group.command';
import { ChangeGroupAdminCommand } from './commands/change-group-admin/change-group-admin.command';
import { CreateGroupsCommand } from './commands/create-groups/create-groups.command';
import { DeleteGroupCommand } from './commands/delete-group/delete-group.command';
import { UpdateGroupCommand } from './commands/update-group/update-group.command';

/**
 * The spec's /groupRoutes, for every administrator (the route table's 'admins'); who may change which group is
 * the fundraiser's rule, checked by the commands.
 */
@Controller()
export class GroupController {
  constructor(private readonly commands: CommandBus) {}

  @Route(routeTable.createGroups)
  async create(@CurrentUser() user: AuthenticatedUser, @RouteBody() body: ParsedBody<typeof routeTable.createGroups>) {
    return withMessage(
      fundraiserMessages.groupCreated,
      await this.commands.execute(new CreateGroupsCommand(user, body.groups)),
    );
  }

  @Route(routeTable.updateGroup)
  async update(@CurrentUser() user: AuthenticatedUser, @RouteBody() body: ParsedBody<typeof routeTable.updateGroup>) {
    const { group, changed } = await this.commands.execute(new UpdateGroupCommand(user, body));
    return withMessage(changed ? fundraiserMessages.groupUpdated : moneyMessages.noChange, group);
  }

  @Route(routeTable.assignParticipantToGroup)
  async assign(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof routeTable.assignParticipantToGroup>,
  ) {
    await this.commands.execute(new AssignParticipantToGroupCommand(user, body.groupId, body.participantId));
    return withMessage(fundraiserMessages.participantAssigned, null);
  }

  @Route(routeTable.deleteGroup)
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @RouteQuery() query: ParsedQuery<typeof routeTable.deleteGroup>,
  ) {
    await this.commands.execute(new DeleteGroupCommand(user, query.groupId));
    return withMessage(fundraiserMessages.groupDeleted, null);
  }

  @Route(routeTable.updateGroupAdmin)
  async changeAdmin(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof routeTable.updateGroupAdmin>,
  ) {
    return withMessage(
      fundraiserMessages.groupAdminChanged,
      await this.commands.execute(new ChangeGroupAdminCommand(user, body.groupId, body.adminId)),
    );
  }
}
