import { domainEventNames } from '@fundplay/contracts';
import type { DiscoveryService, Reflector } from '@nestjs/core';
import type { DomainJobHandler } from './domain-job';
import { JobRegistry, type RegisteredJob } from './job-registry';

const handler: DomainJobHandler<'NewsletterSubscribed'> = { handle: async () => undefined };
const job = (
  name: string,
  event: RegisteredJob['event'],
  queue: RegisteredJob['queue'] = 'messaging',
): RegisteredJob => ({
  name,
  event,
  queue,
  handler: handler as RegisteredJob['handler'],
});

/** One job for every event, so the routing table is complete unless a test says otherwise. */
const everyEvent = (except: RegisteredJob['event'][] = []) =>
  domainEventNames.filter((event) => !except.includes(event)).map((event) => job(`test.${event}`, event));

describe('JobRegistry', () => {
  const create = () => new JobRegistry({} as DiscoveryService, {} as Reflector);

  it('routes each event to every job subscribed to it', () => {
    const sut = create();
    sut.load([
      ...everyEvent(['NewsletterSubscribed', 'SupportRequestReceived']),
      job('site.a', 'NewsletterSubscribed'),
      job('site.b', 'SupportRequestReceived'),
      job('site.c', 'SupportRequestReceived'),
    ]);
    expect(sut.subscribersOf('SupportRequestReceived').map((j) => j.name)).toEqual(['site.b', 'site.c']);
    expect(sut.job('site.a')?.event).toBe('NewsletterSubscribed');
  });

  it('refuses to boot when an event has no subscriber', () => {
    expect(() => create().load(everyEvent(['SupportRequestReceived']))).toThrow(
      'event "SupportRequestReceived" has no job subscribed to it',
    );
  });

  it('refuses to boot when two handlers share a job name', () => {
    expect(() =>
      create().load([job('site.a', 'NewsletterSubscribed'), job('site.a', 'SupportRequestReceived')]),
    ).toThrow('job "site.a" has two handlers');
  });

  it('lists the queues its jobs run on, scheduled jobs included, so the worker consumes only those', () => {
    const sut = create();
    sut.load(
      [...everyEvent(['SupportRequestReceived']), job('site.b', 'SupportRequestReceived', 'outreach')],
      [{ name: 'maintenance.prune', queue: 'maintenance', everyMs: 1000, handler: { run: async () => undefined } }],
    );
    expect(sut.queuesInUse().sort()).toEqual(['maintenance', 'messaging', 'outreach']);
    expect(sut.subscribersOf('SupportRequestReceived').map((j) => j.queue)).toEqual(['outreach']);
    expect(sut.scheduledJob('maintenance.prune')?.everyMs).toBe(1000);
  });

  it('refuses a scheduled job that shares a domain job name', () => {
    expect(() =>
      create().load(everyEvent(), [
        { name: 'test.NewsletterSubscribed', queue: 'maintenance', everyMs: 1, handler: { run: async () => 1 } },
      ]),
    ).toThrow('job "test.NewsletterSubscribed" has two handlers');
  });
});
