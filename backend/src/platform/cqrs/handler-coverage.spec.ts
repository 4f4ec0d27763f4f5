import { join } from 'node:path';
import { DiscoveryModule } from '@nestjs/core';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Test } from '@nestjs/testing';
import { CONTEXT_FOLDERS, HandlerCoverage, messagesDeclaredIn } from './handler-coverage';
import { AnsweredQuery } from './testing/answered.query';
import { UnansweredCommand } from './testing/unanswered.command';

@QueryHandler(AnsweredQuery)
class AnsweredHandler implements IQueryHandler<AnsweredQuery> {
  async execute() {
    return 'answer';
  }
}

const boot = (providers: (typeof AnsweredHandler)[]) =>
  Test.createTestingModule({
    imports: [DiscoveryModule],
    providers: [{ provide: CONTEXT_FOLDERS, useValue: [join(__dirname, 'testing')] }, HandlerCoverage, ...providers],
  })
    .compile()
    .then((module) => module.init());

describe('the boot check that every command and query has a handler', () => {
  it('finds the command and query classes a folder declares, and nothing else', async () => {
    const declared = await messagesDeclaredIn([join(__dirname, 'testing')]);
    expect(new Set(declared)).toEqual(new Set([AnsweredQuery, UnansweredCommand]));
  });

  it('refuses to boot, naming each message no handler answers', async () => {
    await expect(boot([AnsweredHandler])).rejects.toThrow(
      'These commands and queries have no handler:\n  - UnansweredCommand',
    );
    await expect(boot([])).rejects.toThrow(
      /AnsweredQuery[\s\S]*UnansweredCommand|UnansweredCommand[\s\S]*AnsweredQuery/,
    );
  });
});
