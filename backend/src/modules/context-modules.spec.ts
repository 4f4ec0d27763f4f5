import 'reflect-metadata';
import { MODULE_METADATA } from '@nestjs/common/constants';
import type { AppConfig } from '../config/app-config';
import { ContextsModule } from './context-modules';

const config = { isProduction: false } as AppConfig;
const contexts = (ContextsModule.forRoot(config).imports ?? []).filter(
  (module): module is new () => unknown => typeof module === 'function' && module.name.endsWith('Module'),
);

describe('the contexts', () => {
  it.each(contexts.filter((module) => module.name !== 'DiscoveryModule').map((module) => [module.name, module]))(
    '%s lists its providers once, sorted by name, so a reader finds a handler by name',
    (_name, module) => {
      const providers: unknown[] = Reflect.getMetadata(MODULE_METADATA.PROVIDERS, module) ?? [];
      const names = providers.filter((provider) => typeof provider === 'function').map((provider) => provider.name);
      expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      expect(new Set(names).size).toBe(names.length);
    },
  );
});
