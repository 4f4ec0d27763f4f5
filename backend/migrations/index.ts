import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000Foundation } from './20261122000000-foundation';
import { Migration20261122010000Identity } from './20261122010000-identity';
import { Migration20261122020000MessageDelivery } from './20261122020000-message-delivery';
import { Migration20261122030000IdentityProofs } from './20261122030000-identity-proofs';
import { Migration20261122040000NewsletterDoubleOptIn } from './20261122040000-newsletter-double-opt-in';
import { Migration20261122050000StoredFiles } from './20261122050000-stored-files';
import { Migration20261122060000Fundraisers } from './20261122060000-fundraisers';
import { Migration20261122070000OutboxEventKeys } from './20261122070000-outbox-event-keys';
import { Migration20261122080000Ledger } from './20261122080000-ledger';
import { Migration20261122090000Payments } from './20261122090000-payments';
import { Migration20261122091000PayoutsSponsors } from './20261122091000-payouts-sponsors';
import { Migration20261126000000Games } from './20261126000000-games';
import { Migration20261126010000Rewards } from './20261126010000-rewards';
import { Migration20261126020000Contacts } from './20261126020000-contacts';
import { Migration20261126030000Outreach } from './20261126030000-outreach';
import { Migration20261126040000OutreachAttribution } from './20261126040000-outreach-attribution';
import { Migration20261127000000DisputeHolds } from './20261127000000-dispute-holds';
import { Migration20261128040000OutreachLimitLedger } from './20261128040000-outreach-limit-ledger';
import { Migration20261129000000OneTimeCodeChallenges } from './20261129000000-one-time-code-challenges';
import { Migration20261130000000SupportersWall } from './20261130000000-supporters-wall';
import { Migration20261130010000CampaignPages } from './20261130010000-campaign-pages';

/** Every committed migration, in order. Listed explicitly so the compiled app, ts-jest and tsx all load the same set. */
export const migrationsList: MigrationObject[] = [
  { name: '20261122000000-foundation', class: Migration20261122000000Foundation },
  { name: '20261122010000-identity', class: Migration20261122010000Identity },
  { name: '20261122020000-message-delivery', class: Migration20261122020000MessageDelivery },
  { name: '20261122030000-identity-proofs', class: Migration20261122030000IdentityProofs },
  { name: '20261122040000-newsletter-double-opt-in', class: Migration20261122040000NewsletterDoubleOptIn },
  { name: '20261122050000-stored-files', class: Migration20261122050000StoredFiles },
  { name: '20261122060000-fundraisers', class: Migration20261122060000Fundraisers },
  { name: '20261122070000-outbox-event-keys', class: Migration20261122070000OutboxEventKeys },
  { name: '20261122080000-ledger', class: Migration20261122080000Ledger },
  { name: '20261122090000-payments', class: Migration20261122090000Payments },
  { name: '20261122091000-payouts-sponsors', class: Migration20261122091000PayoutsSponsors },
  { name: '20261126000000-games', class: Migration20261126000000Games },
  { name: '20261126010000-rewards', class: Migration20261126010000Rewards },
  { name: '20261126020000-contacts', class: Migration20261126020000Contacts },
  { name: '20261126030000-outreach', class: Migration20261126030000Outreach },
  { name: '20261126040000-outreach-attribution', class: Migration20261126040000OutreachAttribution },
  { name: '20261127000000-dispute-holds', class: Migration20261127000000DisputeHolds },
  { name: '20261128040000-outreach-limit-ledger', class: Migration20261128040000OutreachLimitLedger },
  { name: '20261129000000-one-time-code-challenges', class: Migration20261129000000OneTimeCodeChallenges },
  { name: '20261130000000-supporters-wall', class: Migration20261130000000SupportersWall },
  { name: '20261130010000-campaign-pages', class: Migration20261130010000CampaignPages },
];
