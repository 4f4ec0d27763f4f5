import { campaignRouteTable } from './campaign-route-table';
import { competeRouteTable } from './compete-route-table';
import { fundraiserRouteTable } from './fundraiser-route-table';
import { identityRouteTable } from './identity-route-table';
import { layoutRouteTable } from './layout-route-table';
import { moneyRouteTable } from './money-route-table';
import { outreachRouteTable } from './outreach-route-table';
import { siteRouteTable } from './site-route-table';

export * from './route-definition';
export {
  campaignRouteTable,
  competeRouteTable,
  fundraiserRouteTable,
  identityRouteTable,
  layoutRouteTable,
  moneyRouteTable,
  outreachRouteTable,
  siteRouteTable,
};

/**
 * THE table of every API route (architecture §10): controllers take their paths from it, the frontend
 * client and test mocks type bodies and responses from it, and the authorization matrix reads audiences.
 * It is the union of one table per area; browser code imports its area's table, so a page loads only the
 * schemas of the routes it calls.
 */
export const routeTable = {
  ...siteRouteTable,
  ...identityRouteTable,
  ...fundraiserRouteTable,
  ...moneyRouteTable,
  ...competeRouteTable,
  ...outreachRouteTable,
  ...campaignRouteTable,
} as const;

export type RouteName = keyof typeof routeTable;
export type AnyRoute = (typeof routeTable)[RouteName];
