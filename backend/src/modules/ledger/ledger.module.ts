import { Module } from '@nestjs/common';
import { Ledger } from './ledger';
import { LedgerBalances } from './ledger-balances';

/**
 * The double-entry ledger (architecture §4): `Ledger` is the only writer of money and tokens, `LedgerBalances`
 * reads the totals every screen shows. Plain SQL over three tables (migration 20261122080000-ledger), no entities:
 * a posting is a handful of set-based statements.
 */
@Module({
  providers: [Ledger, LedgerBalances],
  exports: [Ledger, LedgerBalances],
})
export class LedgerModule {}
