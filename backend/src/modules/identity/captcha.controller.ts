import { routeTable, type CaptchaChallenge } from '@fundplay/contracts';
import { Controller, Get } from '@nestjs/common';
import { Public } from '../../platform/auth/access.decorators';
import { CaptchaService } from '../../platform/captcha/captcha.service';

@Controller()
export class CaptchaController {
  constructor(private readonly captcha: CaptchaService) {}

  /** A fresh ALTCHA challenge for the widget, or `{ enabled: false }` when captcha is switched off (CAPTCHA=off). */
  @Public()
  @Get(routeTable.captchaChallenge.path)
  async challenge(): Promise<CaptchaChallenge> {
    return this.captcha.challengeForWidget();
  }
}
