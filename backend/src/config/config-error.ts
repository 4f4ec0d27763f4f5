/** Boot stops with this when the environment is incomplete or wrong; its message lists every problem. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`FundPlay cannot start: the configuration is invalid.\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}
