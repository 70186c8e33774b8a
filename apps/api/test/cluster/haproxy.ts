import { existsSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { type Started, startProgram } from './api-process.ts';

/** Debian's HAProxy (`apt-get install haproxy`), which .ci/run installs when it is missing. */
export const haproxyPath = '/usr/sbin/haproxy';

export interface Backend {
  name: string;
  port: number;
}

/**
 * The balancer of docs/operations.md, on loopback: round robin without stickiness (the hub is
 * WebSocket only, so a connection stays where it was opened and nothing else needs an instance),
 * health checks on /api/health, and a tunnel timeout long enough for an idle hub connection.
 * A connection an instance refuses (it died) is retried once on another. The checks are quicker
 * than production's (1 s, down after 2 failures) so the test does not wait on them.
 */
export function haproxyConfig(options: { port: number; statsSocket: string; backends: Backend[] }): string {
  return `global
  stats socket ${options.statsSocket} mode 600 level admin

defaults
  mode http
  option httplog
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  # An open WebSocket (the hub) is a tunnel: idle up to this long between frames.
  timeout tunnel 1h
  timeout client-fin 5s
  timeout http-request 10s
  retries 2
  option redispatch 1

frontend krov
  bind 127.0.0.1:${options.port}
  default_backend api

backend api
  balance roundrobin
  option httpchk
  http-check send meth GET uri /api/health
  http-check expect status 200
  default-server inter 1s fall 2 rise 1
${options.backends.map((each) => `  server ${each.name} 127.0.0.1:${each.port} check`).join('\n')}
`;
}

export interface Balancer extends Started {
  url: string;
  /** The backends' rows of HAProxy's `show stat`: state (UP, DOWN…) and current sessions. */
  servers(): Promise<{ name: string; status: string; sessions: number }[]>;
  /** Resolves once every named backend is UP (re-read every 50 ms; the caller's deadline guards a hang). */
  untilUp(names: string[]): Promise<void>;
}

/** Asks HAProxy's runtime API (its stats socket) one command and answers the whole reply. */
function ask(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(socketPath);
    let reply = '';
    connection.setEncoding('utf8');
    connection.on('data', (chunk) => {
      reply += chunk;
    });
    connection.on('end', () => resolve(reply));
    connection.on('error', reject);
    connection.end(`${command}\n`);
  });
}

/** Starts HAProxy on `port` (freePort()) in front of the backends; `directory` holds its config and socket. */
export async function startHaproxy(directory: string, port: number, backends: Backend[]): Promise<Balancer> {
  if (!existsSync(haproxyPath)) {
    throw new Error(`HAProxy is not installed at ${haproxyPath} (apt-get install -y haproxy)`);
  }
  const statsSocket = path.join(directory, 'haproxy.sock');
  const configFile = path.join(directory, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig({ port, statsSocket, backends }));
  // -db: in the foreground, so it is the child the test kills.
  const program = startProgram('haproxy', haproxyPath, ['-db', '-f', configFile], {});

  async function servers() {
    const [header = '', ...rows] = (await ask(statsSocket, 'show stat')).trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const at = (row: string[], column: string) => row[columns.indexOf(column)] ?? '';
    return rows
      .map((row) => row.split(','))
      .filter(
        (row) => at(row, 'pxname') === 'api' && backends.some((each) => each.name === at(row, 'svname')),
      )
      .map((row) => ({
        name: at(row, 'svname'),
        status: at(row, 'status'),
        sessions: Number(at(row, 'scur')),
      }));
  }

  return {
    ...program,
    url: `http://127.0.0.1:${port}`,
    servers,
    async untilUp(names) {
      for (;;) {
        if (program.child.exitCode !== null) {
          throw new Error(`haproxy exited:\n${program.tail.join('\n')}`);
        }
        const up = await servers().catch(() => []);
        if (names.every((name) => up.some((each) => each.name === name && each.status === 'UP'))) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
