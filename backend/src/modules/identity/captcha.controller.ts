import { identityRoutes, type CaptchaChallenge } from '@fundplay/contracts';
import { Controller, Get } from '@nestjs/common';
import { Public } from '../../platform/auth/access.decorators';
import { CaptchaService } from '../../platform/captcha/captcha.service';
import { DomainError } from '../../platform/http/domain-error';

@Controller()
export class CaptchaController {
  constructor(private readonly captcha: CaptchaService) {}

  /** A fresh ALTCHA challenge for the widget; 404 when captcha is switched off (CAPTCHA=off). */
  @Public()
  @Get(identityRoutes.captchaChallenge)
  async challenge(): Promise<CaptchaChallenge> {
    if (!this.captcha.enabled) throw new DomainError('not-found', 'Captcha is switched off');
    return (await this.captcha.createChallenge()) as unknown as CaptchaChallenge;
  }
}
