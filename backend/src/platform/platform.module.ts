import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AppConfig } from '../config/app-config';
import { ConfigModule } from '../config/config.module';
import { CaptchaModule } from './captcha/captcha.module';
import { DatabaseModule } from './database/database.module';
import { EventsModule } from './events/events.module';
import { MessagingModule } from './messaging/messaging.module';
import { QueueModule } from './queue/queue.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { RealtimeModule } from './realtime/realtime.module';
import { RedisModule } from './redis/redis.module';
import { redactRequestForLog } from './secrets/log-redaction';
import { SecretsModule } from './secrets/secrets.module';

const requestIdHeader = 'x-request-id';

/** Cross-cutting infrastructure shared by the API and the worker; no business rules. */
@Module({})
export class PlatformModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: PlatformModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.log.level,
            transport: config.log.pretty ? { target: 'pino-pretty', options: { singleLine: true } } : undefined,
            // The API sets x-request-id on every request (its own or the caller's); the worker has no requests.
            genReqId: (request: IncomingMessage) => String(request.headers[requestIdHeader] ?? randomUUID()),
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'req.body.otp'],
            // Codes and link tokens in query strings (verifyEmail?token=...) and Referer paths never reach the log.
            serializers: { req: redactRequestForLog },
            autoLogging: { ignore: (request) => request.url === '/api/health' },
          },
        }),
        RedisModule,
        SecretsModule,
        DatabaseModule,
        QueueModule,
        EventsModule,
        MessagingModule,
        RealtimeModule,
        RateLimitModule,
        CaptchaModule,
        CqrsModule.forRoot(),
      ],
    };
  }
}
