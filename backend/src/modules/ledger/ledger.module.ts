import { Module } from '@nestjs/common';
import { Ledger } from './ledger';
import { LedgerBalances } from './ledger-balances';
import { TokenSpendStatement } from './token-spend-statement';

/**
 * The double-entry ledger (architecture §4): `Ledger` is the only writer of money and tokens (with
 * `TokenSpendStatement`, its one-statement token spend for compete starts), `LedgerBalances` reads the totals every
 * screen shows. Plain SQL over three tables (migration 20261122080000-ledger), no entities:
 * a posting is a handful of set-based statements.
 */
@Module({
  providers: [Ledger, LedgerBalances, TokenSpendStatement],
  exports: [Ledger, LedgerBalances, TokenSpendStatement],
})
export class LedgerModule {}
