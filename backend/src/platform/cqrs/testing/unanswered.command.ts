import { Command } from '@nestjs/cqrs';

/** A command no handler answers: handler-coverage.spec expects boot to name it. */
export class UnansweredCommand extends Command<void> {}
