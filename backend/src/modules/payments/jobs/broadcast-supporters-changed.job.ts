import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { DomainJob, type DomainJobHandler } from '../../../platform/events/domain-job';
import { ReadDocuments } from '../../../platform/read-models/read-documents';
import { RealtimeEmitter } from '../../../platform/realtime/realtime-emitter';

export type BroadcastSupportersChangedPayload = DomainEventMap['SupporterMessageVisibilityChanged'];

/**
 * Tells pages following `fundraiser:<id>` (the room 'fundraiser:totals' goes to) that its supporters wall changed
 * without a new gift, so a hidden message leaves every page and the big screen at once. Like the totals, the socket
 * carries only a version (the moment of the change); clients refetch over HTTP, after the fundraiser's public read
 * models are marked changed.
 */
@Injectable()
@DomainJob({
  name: 'payments.broadcast-supporters-changed',
  on: 'SupporterMessageVisibilityChanged',
  queue: 'projections',
})
export class BroadcastSupportersChangedJob implements DomainJobHandler<'SupporterMessageVisibilityChanged'> {
  constructor(
    private readonly realtime: RealtimeEmitter,
    private readonly documents: ReadDocuments,
  ) {}

  async handle({ fundraiserId, version }: BroadcastSupportersChangedPayload): Promise<void> {
    await this.documents.changed(fundraiserId);
    this.realtime.emit(`fundraiser:${fundraiserId}`, 'fundraiser:supporters', { fundraiserId, version });
  }
}
