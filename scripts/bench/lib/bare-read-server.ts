/**
 * The context figure of scripts/bench/leaderboard-throughput.ts (not a goal), run as a child process: a bare node:http
 * server answering GET with the board's top 10 read by ioredis (ZREVRANGE … WITHSCORES) as JSON: what any HTTP API
 * in Node pays before doing anything of its own. Arguments: the Redis URL and the board's key. It tells its parent
 * its port over IPC and exits when the parent goes.
 */
import { createServer } from 'node:http';
import { Redis } from 'ioredis';

function serveBareReads(redisUrl: string, board: string): void {
  const redis = new Redis(redisUrl);
  const server = createServer((_, response) => {
    redis.zrevrange(board, 0, 9, 'WITHSCORES').then(
      (top) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ top })),
      () => response.writeHead(500).end(),
    );
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
  process.on('disconnect', () => {
    redis.disconnect();
    server.close();
    process.exit(0);
  });
}

serveBareReads(process.argv[2] as string, process.argv[3] as string);
