import type { DomainEventMap, DomainEventName } from '@fundplay/contracts';

/** A fact that happened inside a transaction. Subclasses name it in the past tense; the payload is plain data. */
export abstract class DomainEvent<N extends DomainEventName = DomainEventName> {
  protected constructor(
    readonly name: N,
    readonly payload: DomainEventMap[N],
  ) {}
}
