import { routeTable } from '@fundplay/contracts';
import { Controller } from '@nestjs/common';
import { Route } from '../../platform/http/route.decorator';
import { CaptchaService } from '../../platform/captcha/captcha.service';

@Controller()
export class CaptchaController {
  constructor(private readonly captcha: CaptchaService) {}

  /** A fresh ALTCHA challenge for the widget, or `{ enabled: false }` when captcha is switched off (CAPTCHA=off). */
  @Route(routeTable.captchaChallenge)
  async challenge() {
    return this.captcha.challengeForWidget();
  }
}
