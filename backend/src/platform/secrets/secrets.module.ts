import { Global, Module } from '@nestjs/common';
import { SecretVault } from './secret-vault';

/** The short-lived secret store, available to the API (which puts) and the worker (which reads and wipes). */
@Global()
@Module({ providers: [SecretVault], exports: [SecretVault] })
export class SecretsModule {}
