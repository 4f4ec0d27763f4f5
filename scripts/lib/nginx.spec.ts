import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deployedRulesFile, localServerRules, nginxBinary, writeNginxConfig } from './nginx';
import { run } from './processes';

/** The lines of a config that are rules: no comments, blank lines or indentation. */
const ruleLines = (config: string) =>
  config
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

describe("npm run cluster's nginx config", () => {
  const deployed = readFileSync(deployedRulesFile, 'utf8');
  const local = localServerRules(deployed, { listen: '127.0.0.1:18080', upstreams: ['127.0.0.1:1', '127.0.0.1:2'] });

  it("keeps every rule of deploy/nginx.conf but the upstream servers' addresses and the listen address", () => {
    const changed = (line: string) => line.startsWith('server ') || line.startsWith('listen ');
    expect(ruleLines(local).filter((line) => !changed(line))).toEqual(
      ruleLines(deployed).filter((line) => !changed(line)),
    );
    expect(ruleLines(local).filter((line) => line.startsWith('listen '))).toEqual(['listen 127.0.0.1:18080;']);
  });

  it("gives each local upstream server the deployed servers' parameters", () => {
    const deployedServer = ruleLines(deployed).find((line) => /^server\s+[^{\s]/.test(line));
    const parameters = deployedServer?.replace(/^server\s+\S+/, '') ?? '';
    const servers = (config: string) => ruleLines(config).filter((line) => /^server\s+[^{\s]/.test(line));
    expect(servers(local)).toEqual([`server 127.0.0.1:1${parameters}`, `server 127.0.0.1:2${parameters}`]);
  });

  it('is a config nginx accepts, in a prefix of its own', async () => {
    const prefix = mkdtempSync(join(tmpdir(), 'nginx-config-'));
    try {
      const file = writeNginxConfig({ prefix, listen: '127.0.0.1:18080', upstreams: ['127.0.0.1:1'] });
      await expect(run(nginxBinary(), ['-p', prefix, '-c', file, '-e', 'stderr', '-t', '-q'])).resolves.toBeUndefined();
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
