import type { Provider } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Command, CommandBus, CommandHandler, CqrsModule, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { HandlerCheckModule } from './handler-check.module';
import { RequiresHandler } from './requires-handler';

@RequiresHandler()
class ShareTokensCommand extends Command<number> {}

@CommandHandler(ShareTokensCommand)
class ShareTokensHandler {
  async execute() {
    return 4;
  }
}

@RequiresHandler()
class RefundDonationCommand extends Command<void> {}

@CommandHandler(RefundDonationCommand)
class RefundDonationHandler {
  async execute() {}
}

@RequiresHandler()
class GetSponsorsQuery extends Query<string[]> {}

@QueryHandler(GetSponsorsQuery)
class GetSponsorsHandler {
  async execute() {
    return ['Acme'];
  }
}

const everyHandler = [ShareTokensHandler, RefundDonationHandler, GetSponsorsHandler];

/** Boots an app with the CQRS buses, the check and these providers, the way main.ts and worker.ts do. */
async function boot(providers: Provider[]) {
  const moduleRef = await Test.createTestingModule({
    imports: [CqrsModule.forRoot(), HandlerCheckModule],
    providers,
  }).compile();
  return moduleRef.init();
}

describe('HandlerCheck', () => {
  it('refuses to boot when a command has no handler, naming it', async () => {
    const booting = boot(everyHandler.filter((handler) => handler !== RefundDonationHandler));
    await expect(booting).rejects.toThrow('command "RefundDonationCommand" has no handler');
    await expect(booting).rejects.not.toThrow(/ShareTokensCommand|GetSponsorsQuery/);
  });

  it('refuses to boot when a query has no handler, naming it', async () => {
    await expect(boot(everyHandler.filter((handler) => handler !== GetSponsorsHandler))).rejects.toThrow(
      'query "GetSponsorsQuery" has no handler',
    );
  });

  it('names every command and query left without a handler at once', async () => {
    await expect(boot([ShareTokensHandler])).rejects.toThrow(
      /command "RefundDonationCommand" has no handler\n {2}- query "GetSponsorsQuery" has no handler/,
    );
  });

  it('boots when every command and query has a handler, and the buses execute them', async () => {
    const sut = await boot(everyHandler);
    try {
      await expect(sut.get(CommandBus).execute(new ShareTokensCommand())).resolves.toBe(4);
      await expect(sut.get(QueryBus).execute(new GetSponsorsQuery())).resolves.toEqual(['Acme']);
    } finally {
      await sut.close();
    }
  });
});
