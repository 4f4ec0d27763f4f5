import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import type { IncomingMessage } from 'node:http';
import { AppConfig } from '../config/app-config';
import { ConfigModule } from '../config/config.module';
import { CaptchaModule } from './captcha/captcha.module';
import { DatabaseModule } from './database/database.module';
import { EventsModule } from './events/events.module';
import { REQUEST_ID_HEADER, requestIdOf } from './http/request-id';
import { MessagingModule } from './messaging/messaging.module';
import { QueueModule } from './queue/queue.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { ReadModelsModule } from './read-models/read-models.module';
import { RealtimeModule } from './realtime/realtime.module';
import { RedisModule, type RedisUse } from './redis/redis.module';
import { redactRequestForLog } from './secrets/log-redaction';
import { SecretsModule } from './secrets/secrets.module';

/** Cross-cutting infrastructure shared by the API and the worker; no business rules. */
@Module({})
export class PlatformModule {
  /** `redisUse`: what the shared Redis connection serves in this process (redis.module.ts). */
  static forRoot(config: AppConfig, redisUse: RedisUse): DynamicModule {
    return {
      module: PlatformModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.log.level,
            transport: config.log.pretty ? { target: 'pino-pretty', options: { singleLine: true } } : undefined,
            // The API sets a safe x-request-id on every request (request-id.ts); checked again for any other path.
            genReqId: (request: IncomingMessage) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'req.body.otp'],
            // Codes and link tokens in query strings (verifyEmail?token=...) and Referer paths never reach the log.
            serializers: { req: redactRequestForLog },
            autoLogging: { ignore: (request) => request.url === '/api/health' },
          },
        }),
        RedisModule.forRoot(redisUse),
        SecretsModule,
        DatabaseModule,
        QueueModule,
        EventsModule,
        MessagingModule,
        RealtimeModule,
        RateLimitModule,
        ReadModelsModule,
        CaptchaModule,
        CqrsModule.forRoot(),
      ],
    };
  }
}
