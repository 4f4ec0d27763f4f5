import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../../src/app.module';
import { SecondaryAdminApproved } from '../../src/modules/identity/events/secondary-admin-approved.event';
import { UnitOfWork } from '../../src/platform/events/unit-of-work';
import { FakeSmtpServer } from '../support/fake-smtp-server';
import { createTestEnvironment, eventually, type TestEnvironment } from '../support/test-environment';

const compiledWorker = join(__dirname, '..', '..', 'dist', 'src', 'worker.js');

/** The real, compiled worker as its own OS process, so it can be killed like a crashed machine. */
function spawnWorker(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [compiledWorker], { env: { ...process.env, ...env }, stdio: 'ignore' });
}

describe('a worker killed in the middle of a job', () => {
  const smtp = new FakeSmtpServer();
  let environment: TestEnvironment;
  let api: INestApplicationContext;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    if (!existsSync(compiledWorker))
      throw new Error(`Build the backend first (npm run build): ${compiledWorker} is missing`);
    const port = await smtp.start();
    environment = await createTestEnvironment({
      EMAIL_TRANSPORT: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      QUEUE_LOCK_DURATION_MS: '2000',
      QUEUE_STALLED_INTERVAL_MS: '1000',
    });
    api = await NestFactory.createApplicationContext(AppModule.forRoot(environment.config), {
      logger: false,
      abortOnError: false,
    });
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await api?.close();
    await environment?.dispose();
    await smtp.stop();
  });

  it('has its job picked up by another worker, and the effect still happens once', async () => {
    smtp.behaviour = 'hang-on-data';
    const first = spawnWorker(environment.env);
    children.push(first);
    await api
      .get(UnitOfWork)
      .run(async ({ publish }) =>
        publish(new SecondaryAdminApproved({ accountId: randomUUID(), email: 'crash@example.com', firstName: 'Ada' })),
      );

    // The first worker recorded the intent and is half-way through delivering.
    await eventually('the first worker to start delivering', async () => smtp.dataStarted === 1);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    expect(await environment.sql(`select status from outbound_messages where recipient = 'crash@example.com'`)).toEqual(
      [{ status: 'pending' }],
    );

    smtp.behaviour = 'accept';
    const second = spawnWorker(environment.env);
    children.push(second);
    await eventually('the second worker to deliver', async () => smtp.delivered.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 2_500));

    expect(smtp.delivered).toHaveLength(1);
    expect(
      await environment.sql(`select status, attempts from outbound_messages where recipient = 'crash@example.com'`),
    ).toEqual([{ status: 'sent', attempts: 2 }]);
    second.kill('SIGTERM');
    await new Promise((resolve) => second.once('exit', resolve));
  });
});
