export type ComponentState = 'up' | 'down';

export interface QueueHealth {
  state: ComponentState;
  waiting: number;
  active: number;
  failed: number;
  delayed: number;
}

/** GET /api/health */
export interface HealthReport {
  status: 'ok' | 'degraded';
  database: ComponentState;
  redis: ComponentState;
  /** All queues together: down when any is. */
  queue: QueueHealth;
  /** Each queue by name (messaging, payments, projections, outreach, maintenance). */
  queues: Record<string, QueueHealth>;
  uptimeSeconds: number;
}
