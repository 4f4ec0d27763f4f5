import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { knownVariables } from './config.schema';

const repoRoot = join(__dirname, '..', '..', '..');

interface ComposeFile {
  services: Record<string, { command?: string[]; environment?: Record<string, string> }>;
}

describe('the deployment files and the config schema', () => {
  const compose = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as ComposeFile;
  const appServices = Object.entries(compose.services).filter(([, service]) =>
    service.command?.some((part) => part.startsWith('backend/dist/')),
  );

  it('runs two API instances, one worker, Postgres, Redis and a proxy', () => {
    expect(appServices.map(([name]) => name).sort()).toEqual(['api-1', 'api-2', 'worker']);
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['postgres', 'redis', 'proxy']));
  });

  it.each(['api-1', 'api-2', 'worker'])('sets only variables the config schema knows on %s', (name) => {
    const environment = compose.services[name]?.environment ?? {};
    expect(Object.keys(environment).length).toBeGreaterThan(5);
    expect(Object.keys(environment).filter((variable) => !(knownVariables as string[]).includes(variable))).toEqual([]);
  });

  it('gives the queues a Redis that persists and never evicts', () => {
    const command = (compose.services.redis?.command ?? []).join(' ');
    expect(command).toContain('--appendonly yes');
    expect(command).toContain('--maxmemory-policy noeviction');
  });

  it('documents every configuration variable in the README', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    expect(knownVariables.filter((variable) => !readme.includes(`| \`${variable}\``))).toEqual([]);
  });
});
