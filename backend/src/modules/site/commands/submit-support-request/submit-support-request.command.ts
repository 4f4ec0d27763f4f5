import { Command } from '@nestjs/cqrs';

export class SubmitSupportRequestCommand extends Command<{ supportRequestId: string }> {
  constructor(
    readonly name: string,
    readonly email: string,
    readonly message: string,
  ) {
    super();
  }
}
