/**
 * A whole deployment on one machine, for a trial (`npm run trial`) and the scale-out test: a
 * PostgreSQL primary with a streaming replica (Debian's binaries, a temporary directory, spare
 * ports), N API instances of the built server and nginx in front (deploy/nginx/console.conf).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** The built server and console (`npm run build`); another build by environment variables. */
export const SERVER_MAIN = process.env.CONSOLE_SERVER_MAIN ?? join(root, 'apps/server/dist/main.js');
export const WEB_DIST = process.env.CONSOLE_WEB_DIST ?? join(root, 'apps/web/dist');
const NGINX_TEMPLATE = join(root, 'deploy/nginx/console.conf');

/** Debian keeps each PostgreSQL major's programs apart; the newest one installed is used. */
function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? execFileSync('ls', [base], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const found = versions
    .map((version) => join(base, version, 'bin'))
    .find((bin) => existsSync(join(bin, 'initdb')));
  if (!found)
    throw new Error(
      'PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install postgresql)',
    );
  return found;
}

const isRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root, its programs run as the postgres user. */
function asPostgres(program: string, args: string[], options: { quiet?: boolean } = {}) {
  const command = isRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  execFileSync(command[0] as string, command[1] as string[], { stdio: options.quiet ? 'ignore' : 'inherit' });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface PostgresCluster {
  primaryUrl: string;
  replicaUrl: string;
  primaryPort: number;
  replicaPort: number;
  /** Stops the primary (fast: connections cut), waits, starts it again. */
  restartPrimary(downMs: number): Promise<void>;
  stop(): void;
}

export async function startPostgres(dir: string): Promise<PostgresCluster> {
  const bin = postgresBin();
  const primaryDir = join(dir, 'primary');
  const replicaDir = join(dir, 'replica');
  const primaryPort = await freePort();
  const replicaPort = await freePort();
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  asPostgres(
    join(bin, 'initdb'),
    ['-D', primaryDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8'],
    {
      quiet: true,
    },
  );
  writeFileSync(
    join(primaryDir, 'postgresql.auto.conf'),
    [
      `port = ${primaryPort}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      'wal_level = replica',
      'max_wal_senders = 5',
      'hot_standby = on',
      'max_connections = 200',
      'fsync = off',
      'synchronous_commit = on',
      '',
    ].join('\n'),
  );
  const pgCtl = (dataDir: string, ...args: string[]) =>
    asPostgres(
      join(bin, 'pg_ctl'),
      [
        '-D',
        dataDir,
        '-l',
        join(dir, `${dataDir === primaryDir ? 'primary' : 'replica'}.log`),
        '-w',
        ...args,
      ],
      {
        quiet: true,
      },
    );
  pgCtl(primaryDir, 'start');
  asPostgres(
    join(bin, 'createdb'),
    ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', 'console'],
    { quiet: true },
  );
  asPostgres(
    join(bin, 'pg_basebackup'),
    [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '--no-sync',
    ],
    { quiet: true },
  );
  const autoConf = join(replicaDir, 'postgresql.auto.conf');
  writeFileSync(autoConf, readFileSync(autoConf, 'utf8').replace(/^port = \d+$/m, `port = ${replicaPort}`));
  pgCtl(replicaDir, 'start');
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/console`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/console`,
    primaryPort,
    replicaPort,
    async restartPrimary(downMs) {
      pgCtl(primaryDir, '-m', 'fast', 'stop');
      await new Promise((resolve) => setTimeout(resolve, downMs));
      pgCtl(primaryDir, 'start');
    },
    stop() {
      for (const dataDir of [replicaDir, primaryDir]) {
        try {
          pgCtl(dataDir, '-m', 'immediate', 'stop');
        } catch {
          // already stopped
        }
      }
    },
  };
}

export interface Instance {
  port: number;
  process: ChildProcess;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

export function startInstance(port: number, env: Record<string, string>, logFile: string): Instance {
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      writeFileSync(logFile, Buffer.concat(chunks));
      resolve(code);
    }),
  );
  return { port, process: child, exited };
}

/** Polls `url` until it answers 200 (readiness), or fails after `timeoutMs`. */
export async function waitForOk(url: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return Date.now() - started;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not become ready in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface Proxy {
  port: number;
  /** Rewrites the upstream list and reloads nginx (graceful). */
  setUpstreams(ports: readonly number[]): void;
  stop(): void;
}

export async function startNginx(dir: string, upstreams: readonly number[]): Promise<Proxy> {
  const port = await freePort();
  const prefix = join(dir, 'nginx');
  mkdirSync(prefix, { recursive: true });
  chmodSync(prefix, 0o777);
  const conf = join(prefix, 'nginx.conf');
  const write = (ports: readonly number[]) =>
    writeFileSync(
      conf,
      readFileSync(NGINX_TEMPLATE, 'utf8')
        .replaceAll('{{USER}}', isRoot ? 'user root root;' : '')
        .replaceAll('{{PREFIX}}', prefix)
        .replaceAll('{{LISTEN}}', `127.0.0.1:${port}`)
        .replaceAll('{{WEB_DIST}}', WEB_DIST)
        .replaceAll(
          '{{UPSTREAMS}}',
          ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n'),
        ),
    );
  write(upstreams);
  const nginx = (...args: string[]) =>
    execFileSync('nginx', ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log'), ...args], {
      stdio: 'inherit',
    });
  nginx();
  await waitForOk(`http://127.0.0.1:${port}/api/v1/health/live`, 30_000);
  return {
    port,
    setUpstreams(ports) {
      write(ports);
      nginx('-s', 'reload');
    },
    stop() {
      try {
        nginx('-s', 'stop');
      } catch {
        // not running
      }
    },
  };
}

/** A stand-in SMS gateway on a spare port: counts every message it is sent, by text. */
export async function startSmsGateway(): Promise<{
  url: string;
  received: Map<string, number>;
  stop(): void;
}> {
  const { createServer: createHttpServer } = await import('node:http');
  const received = new Map<string, number>();
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        const { text } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { text: string };
        received.set(text, (received.get(text) ?? 0) + 1);
      } catch {
        // not a message
      }
      response.writeHead(200).end('{}');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/sms`, received, stop: () => server.close() };
}

export function temporaryDirectory(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  chmodSync(dir, 0o755);
  return dir;
}

export function removeDirectory(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}
