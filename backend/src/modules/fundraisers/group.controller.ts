import {
  assignParticipantSchema,
  createGroupsSchema,
  fundraiserMessages,
  groupIdQuerySchema,
  moneyMessages,
  routeTable,
  updateGroupAdminSchema,
  updateGroupSchema,
  type ApiResponse,
  type GroupDetail,
} from '@fundplay/contracts';
import { Body, Controller, Delete, HttpCode, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { AllowPendingApproval, Roles } from '../../platform/auth/access.decorators';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { AssignParticipantToGroupCommand } from './commands/assign-participant-to-group/assign-participant-to-group.command';
import { ChangeGroupAdminCommand } from './commands/change-group-admin/change-group-admin.command';
import { CreateGroupsCommand } from './commands/create-groups/create-groups.command';
import { DeleteGroupCommand } from './commands/delete-group/delete-group.command';
import { UpdateGroupCommand } from './commands/update-group/update-group.command';

/**
 * The spec's /groupRoutes, for every administrator (the route table's 'admins'); who may change which group is
 * the fundraiser's rule, checked by the commands.
 */
@Roles('admin', 'secondaryAdmin')
@AllowPendingApproval()
@Controller()
export class GroupController {
  constructor(private readonly commands: CommandBus) {}

  @Post(routeTable.createGroups.path)
  @HttpCode(201)
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(createGroupsSchema)) body: z.output<typeof createGroupsSchema>,
  ): Promise<ApiResponse<GroupDetail[]>> {
    return {
      message: fundraiserMessages.groupCreated,
      data: await this.commands.execute(new CreateGroupsCommand(user, body.groups)),
    };
  }

  @Put(routeTable.updateGroup.path)
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(updateGroupSchema)) body: z.output<typeof updateGroupSchema>,
  ): Promise<ApiResponse<GroupDetail>> {
    const { group, changed } = await this.commands.execute(new UpdateGroupCommand(user, body));
    return { message: changed ? fundraiserMessages.groupUpdated : moneyMessages.noChange, data: group };
  }

  @Put(routeTable.assignParticipantToGroup.path)
  async assign(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(assignParticipantSchema)) body: z.output<typeof assignParticipantSchema>,
  ): Promise<ApiResponse<null>> {
    await this.commands.execute(new AssignParticipantToGroupCommand(user, body.groupId, body.participantId));
    return { message: fundraiserMessages.participantAssigned, data: null };
  }

  @Delete(routeTable.deleteGroup.path)
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(groupIdQuerySchema)) query: z.output<typeof groupIdQuerySchema>,
  ): Promise<ApiResponse<null>> {
    await this.commands.execute(new DeleteGroupCommand(user, query.groupId));
    return { message: fundraiserMessages.groupDeleted, data: null };
  }

  @Put(routeTable.updateGroupAdmin.path)
  async changeAdmin(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(updateGroupAdminSchema)) body: z.output<typeof updateGroupAdminSchema>,
  ): Promise<ApiResponse<GroupDetail>> {
    return {
      message: fundraiserMessages.groupAdminChanged,
      data: await this.commands.execute(new ChangeGroupAdminCommand(user, body.groupId, body.adminId)),
    };
  }
}
