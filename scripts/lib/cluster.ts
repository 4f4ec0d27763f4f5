/**
 * The production shape on one machine: nginx (deploy/nginx.conf's rules, scripts/lib/nginx.ts) in front of
 * several API processes and several workers, all on one PostgreSQL and one Redis, as docker-compose.yml runs
 * them. `npm run cluster` and the cluster drill (scripts/cluster-drill.ts) both start it from here.
 */
import { join } from 'node:path';
import { repoRoot } from './build';
import { prefixedLogger, run, waitForHttp } from './processes';
import { startNginx, type RunningNginx } from './nginx';
import { startSupervisedProcess, type RestartPolicy, type SupervisedProcess } from './supervised-process';
import { freePort } from '../services/free-port';

const backend = join(repoRoot, 'backend', 'dist', 'src');

/** One API process on a fixed loopback port, which nginx knows; restarted on that same port. */
export interface ApiNode {
  name: string;
  port: number;
  /** The process running now (a crashed one is started again by its supervisor after a back-off). */
  readonly supervised: SupervisedProcess;
  /** Resolves once this node answers /api/health (a crash ends the wait only after the limit). */
  ready(timeoutMs?: number): Promise<void>;
  /**
   * A restart without a failed request: nginx stops sending it new requests (a reload with this server `down`),
   * SIGTERM (the API drains: it finishes what it serves, closes its sockets, whose clients reconnect through nginx
   * to the others), start it again, wait until it is ready, and give it back to nginx.
   */
  restart(): Promise<void>;
}

export interface ClusterOptions {
  /** The app's environment (DATABASE_URL, REDIS_URL, STRIPE_SANDBOX_URL …); PORT, HOST and PUBLIC_URL are set here. */
  env: NodeJS.ProcessEnv;
  /** nginx's port on 127.0.0.1. */
  port: number;
  apis: number;
  workers: number;
  /** nginx's own directory: its generated config, pid file and temp directories. */
  nginxPrefix: string;
  /** Runs once the first API has applied the migrations, before the others start (seeding the demo data, say). */
  afterMigrations?: (env: NodeJS.ProcessEnv) => Promise<void>;
  log?: (line: string) => void;
  output?: (name: string, line: string) => void;
  restarts?: RestartPolicy;
  /** Ports for the API processes; free ones otherwise. */
  apiPorts?: number[];
}

/** Up to 110 s: on a loaded two-core machine the compiled API has taken over 60 s to boot. */
const BOOT_LIMIT_MS = 110_000;

/**
 * nginx, `apis` API processes and `workers` workers. `start()` resolves once nginx answers /api/health; `stop()`
 * stops whatever has started, also while `start()` is still waiting.
 */
export class LocalCluster {
  readonly url: string;
  readonly apis: ApiNode[] = [];
  readonly workers: SupervisedProcess[] = [];
  nginx: RunningNginx | undefined;
  private readonly env: NodeJS.ProcessEnv;
  private readonly log: (line: string) => void;
  private stopping = false;

  constructor(private readonly options: ClusterOptions) {
    this.log = options.log ?? prefixedLogger('cluster');
    this.url = `http://127.0.0.1:${options.port}`;
    // The address people use: links in emails, and where the Stripe sandbox delivers webhooks (through nginx).
    this.env = { HOST: '127.0.0.1', PUBLIC_URL: this.url, TRUST_PROXY: '1', ...options.env };
  }

  async start(): Promise<void> {
    const { options } = this;
    const ports = options.apiPorts ?? (await Promise.all(Array.from({ length: options.apis }, () => freePort())));
    const first = this.apiNode(0, ports[0] as number);
    await first.ready();
    await options.afterMigrations?.(this.env);
    for (let index = 1; index < options.apis; index++) this.apiNode(index, ports[index] as number);
    for (let index = 0; index < options.workers; index++) {
      if (this.stopping) break;
      this.workers.push(this.supervise(`worker-${index + 1}`, 'worker.js'));
    }
    await Promise.all(this.apis.map((api) => api.ready()));
    if (this.stopping) throw new Error('stopped while starting');
    this.nginx = await startNginx({
      prefix: options.nginxPrefix,
      port: options.port,
      upstreams: this.upstreams(),
      log: this.output('nginx'),
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.nginx?.stop();
    await Promise.all([...this.apis.map((api) => api.supervised.stop()), ...this.workers.map((w) => w.stop())]);
  }

  /** The API servers for nginx, `down` the one being restarted. */
  private upstreams(down?: ApiNode): string[] {
    return this.apis.map((api) => `127.0.0.1:${api.port}${api === down ? ' down' : ''}`);
  }

  private output(name: string): (line: string) => void {
    const custom = this.options.output;
    return custom ? (line) => custom(name, line) : prefixedLogger(name);
  }

  private supervise(name: string, script: string, extra: NodeJS.ProcessEnv = {}): SupervisedProcess {
    return startSupervisedProcess(
      name,
      process.execPath,
      [join(backend, script)],
      { env: { ...this.env, ...extra } },
      { log: this.log, policy: this.options.restarts, output: this.output(name) },
    );
  }

  private apiNode(index: number, port: number): ApiNode {
    const name = `api-${index + 1}`;
    const start = () => this.supervise(name, 'main.js', { PORT: String(port) });
    let supervised = start();
    const node: ApiNode = {
      name,
      port,
      get supervised() {
        return supervised;
      },
      ready: (timeoutMs = BOOT_LIMIT_MS) =>
        waitForHttp(`http://127.0.0.1:${port}/api/health`, timeoutMs, () => !this.stopping),
      restart: async () => {
        // Closing the listening socket resets the connections still waiting in its accept queue, requests and
        // all: nginx must stop connecting first.
        await this.nginx?.reload(this.upstreams(node));
        await supervised.stop(30_000);
        if (this.stopping) return;
        supervised = start();
        await node.ready();
        await this.nginx?.reload(this.upstreams());
      },
    };
    this.apis.push(node);
    return node;
  }
}

/** Adds the demo accounts and fundraisers to a database with none, as `npm start` does. */
export function seedDemo(env: NodeJS.ProcessEnv): Promise<void> {
  return run(process.execPath, [join(backend, 'seed-demo.js')], { cwd: repoRoot, env });
}
