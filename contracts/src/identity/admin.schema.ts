import { z } from 'zod';
import { emailField } from '../site';
import { phoneField } from './fields';
import { requiredText } from './form-parts';
import { privilegesSchema } from './privileges';

// A primary admin's requests about administrators: invite one, change their privileges, approve them.

/** POST /api/adminRoutes/generatesecondaryAdminInvitationLink */
export const secondaryAdminInvitationSchema = z.object({
  firstName: requiredText('First name'),
  lastName: requiredText('Last name'),
  email: emailField(),
  phoneNo: z.union([z.literal(''), phoneField]).optional(),
  fundRaisingId: z.string().uuid().optional(),
  privileges: privilegesSchema,
});
export type SecondaryAdminInvitationRequest = z.input<typeof secondaryAdminInvitationSchema>;

/** PUT /api/adminRoutes/updateSecondayAdminPrivileges */
export const updatePrivilegesSchema = z.object({
  adminId: z.string().uuid('Choose an administrator'),
  privileges: privilegesSchema,
});

/** PUT /api/adminRoutes/approveSecondaryAdmin */
export const approveSecondaryAdminSchema = z.object({ adminId: z.string().uuid('Choose an administrator') });
