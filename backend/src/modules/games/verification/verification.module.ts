import { Module } from '@nestjs/common';
import { ReplayVerifier } from './replay-verifier';

/** The replay verifier's thread pool, one per process; the games module's finish-run handler uses it. */
@Module({
  providers: [ReplayVerifier],
  exports: [ReplayVerifier],
})
export class VerificationModule {}
