import type { Caller } from './internalAuth';

/** `SEED_DEMO_DATA=true` (the default of `npm start`): each service fills its empty collections with demo data. */
export const seedsDemoData = (env: NodeJS.ProcessEnv = process.env) => env.SEED_DEMO_DATA === 'true';

/** Who the audit names for what a service's demo seeding writes. */
export const demoCaller = (service: string): Caller => ({
  kind: 'service',
  sub: `service:${service}-demo`,
  userName: 'demo',
  name: 'Demo data',
  typeUser: 'ADMINISTRATOR',
});
