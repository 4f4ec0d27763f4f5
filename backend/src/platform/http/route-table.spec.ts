import 'reflect-metadata';
import { routeKey, routeTable } from '@fundplay/contracts';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DevController } from '../../modules/dev/dev.controller';
import { AdminController } from '../../modules/identity/admin.controller';
import { AuthController } from '../../modules/identity/auth.controller';
import { CaptchaController } from '../../modules/identity/captcha.controller';
import { ParticipantController } from '../../modules/identity/participant.controller';
import { SiteController } from '../../modules/site/site.controller';
import { HealthController } from '../health/health.controller';
import { FilesController } from '../storage/files.controller';

const controllers = [
  HealthController,
  FilesController,
  SiteController,
  DevController,
  CaptchaController,
  AuthController,
  AdminController,
  ParticipantController,
];

/** `'POST /api/authRoutes/login'` for every handler, read from the decorators Nest routes by. */
function declaredRoutes(): string[] {
  return controllers.flatMap((controller) => {
    const prefix = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '/');
    const prototype = controller.prototype as unknown as Record<string, unknown>;
    return Object.getOwnPropertyNames(prototype).flatMap((name) => {
      const handler = prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') return [];
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (path === undefined || method === undefined) return [];
      const full = `/${prefix}/${path}`.replace(/\/+/g, '/');
      return [`${RequestMethod[method]} ${full}`];
    });
  });
}

describe('the route table', () => {
  it('has the method and path of every controller handler, and nothing else', () => {
    expect(declaredRoutes().sort()).toEqual(Object.values(routeTable).map(routeKey).sort());
  });
});
