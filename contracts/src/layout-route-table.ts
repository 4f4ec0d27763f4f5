import type { ApiResponse } from './http';
import type { SessionUser } from './identity';
import { defineRoute } from './route-definition';
import type { ContactDetails, PublicFigures } from './site';

/**
 * The routes the layout and the home page call on first load (the session check, logout, the footer's contact
 * details, the live figures). They take no body or query, so this module imports no schema: a first load needs
 * neither zod nor an area's schemas. The area tables include these entries.
 */
export const layoutRouteTable = {
  siteFigures: defineRoute<PublicFigures>()({ method: 'GET', path: '/api/site/figures', audience: 'anyone' }),
  siteContact: defineRoute<ContactDetails>()({ method: 'GET', path: '/api/site/contact', audience: 'anyone' }),
  logout: defineRoute<ApiResponse<null>>()({ method: 'POST', path: '/api/authRoutes/logout', audience: 'signed-in' }),
  me: defineRoute<ApiResponse<SessionUser>>()({ method: 'GET', path: '/api/authRoutes/me', audience: 'signed-in' }),
} as const;
