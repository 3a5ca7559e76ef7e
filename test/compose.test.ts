import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { root, workspaceDirs } from './workspaces';

type ComposeService = {
  build?: { context: string; dockerfile: string };
  healthcheck?: { test: string[] };
  restart?: string;
  environment?: Record<string, string>;
};
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const withDockerfile = workspaceDirs.filter((dir) => fs.existsSync(path.join(root, dir, 'Dockerfile')));

describe('docker-compose.yml', () => {
  it('runs MongoDB 7 with a health check', () => {
    expect(compose.services.mongo.build).toBeUndefined();
    expect((compose.services.mongo as { image?: string }).image).toBe('mongo:7');
    expect(compose.services.mongo.healthcheck?.test.length).toBeGreaterThan(0);
  });

  it('has every deployable box with a Dockerfile', () => {
    const deployable = workspaceDirs.filter((dir) => !dir.startsWith('packages/') && dir !== 'e2e');
    expect(withDockerfile.sort()).toEqual(deployable.sort());
  });

  it.each(withDockerfile)('builds %s from its Dockerfile with a health check and a restart policy', (dir) => {
    const entry = Object.values(compose.services).find((s) => s.build?.dockerfile === `${dir}/Dockerfile`);
    expect(entry).toBeDefined();
    expect(entry!.build!.context).toBe('.');
    expect(entry!.healthcheck?.test.join(' ')).toContain('/healthz');
    expect(entry!.restart).toBe('unless-stopped');
  });

  it.each(withDockerfile)('%s/Dockerfile is multi-stage and runs as a non-root user', (dir) => {
    const dockerfile = fs.readFileSync(path.join(root, dir, 'Dockerfile'), 'utf8');
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^USER (?!root)\w+/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
  });

  it('runs two BFF replicas sharing Redis behind the load balancer, which alone publishes 8080', () => {
    const services = compose.services as Record<string, ComposeService & Record<string, unknown>>;
    expect(services.bff.deploy).toEqual({ replicas: 2 });
    expect(services.bff.environment?.REDIS_URL).toBe('redis://redis:6379');
    expect(services.bff.ports).toBeUndefined();
    expect(services.redis.image).toMatch(/^redis:7/);
    expect(services.redis.healthcheck?.test.join(' ')).toContain('ping');
    expect(services.lb.ports).toEqual(['8080:8080']);
    const nginx = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
    expect(nginx).toMatch(/server bff:8080/);
    expect(nginx).toMatch(/X-Forwarded-For/);
  });

  it('wires every service to the database through MONGODB_URI', () => {
    for (const name of ['identity', 'clients', 'protocols', 'catalog', 'documents']) {
      expect(compose.services[name].environment?.MONGODB_URI).toBe('mongodb://mongo:27017/');
    }
  });

  it('keeps secrets out of the file: they must come from the environment', () => {
    const text = fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
    expect(text).toMatch(/JWT_SECRET: \$\{JWT_SECRET:\?/);
    expect(text).not.toMatch(/SECRET: ['"]?[a-f0-9]{16,}/);
  });
});
