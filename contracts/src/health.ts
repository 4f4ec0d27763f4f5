export type ComponentState = 'up' | 'down';

/** GET /api/health */
export interface HealthReport {
  status: 'ok' | 'degraded';
  database: ComponentState;
  redis: ComponentState;
  queue: { state: ComponentState; waiting: number; active: number; failed: number; delayed: number };
  uptimeSeconds: number;
}
