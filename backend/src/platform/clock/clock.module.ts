import { Module } from '@nestjs/common';
import { Clock } from './clock';

/** Provides the one Clock; a module whose rules read the time imports this. */
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
