import { DomainError } from '../../platform/http/domain-error';

/**
 * A refund names a payment the ledger has not posted yet (its refund webhook overtook the success). Nothing was
 * written; the caller fulfils the original payment first, then posts the refund again.
 */
export class OriginalNotPosted extends DomainError {
  constructor(readonly originalRef: string) {
    super('conflict', `The payment ${originalRef} is not in the ledger yet; post it before its refund.`);
    this.name = 'OriginalNotPosted';
  }
}

/** A wallet holds fewer tokens than a share or a spend asks for. Nothing was written. */
export class InsufficientTokens extends DomainError {
  constructor(
    message: string,
    readonly available: number,
    readonly requested: number,
  ) {
    super('conflict', message);
    this.name = 'InsufficientTokens';
  }
}

/** A refund asks for more than is left of its payment (gross minus earlier refunds). Nothing was written. */
export class RefundExceedsPayment extends DomainError {
  constructor(
    readonly originalRef: string,
    readonly remainingCents: number,
    readonly requestedCents: number,
  ) {
    super(
      'conflict',
      `A refund of ${requestedCents} cents exceeds the ${remainingCents} cents left of ${originalRef}.`,
    );
    this.name = 'RefundExceedsPayment';
  }
}

/** A dispute's closing was posted already (won or lost): it closes once. Nothing was written. */
export class DisputeAlreadyClosed extends DomainError {
  constructor(
    readonly disputeRef: string,
    readonly closingRef: string,
  ) {
    super('conflict', `The dispute ${disputeRef} is already closed (${closingRef}).`);
    this.name = 'DisputeAlreadyClosed';
  }
}
