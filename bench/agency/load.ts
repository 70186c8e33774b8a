import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadResult } from '../lib/load.ts';
import type { LoadCommand, LoadReply } from './load-client.ts';

export interface Loader {
  run(command: LoadCommand): Promise<LoadResult>;
  close(): void;
}

/** The forked load process (load-client.ts): one autocannon run at a time. */
export function startLoader(): Loader {
  const child: ChildProcess = fork(
    path.join(path.dirname(fileURLToPath(import.meta.url)), 'load-client.ts'),
    {
      stdio: 'inherit',
    },
  );
  let pending: ((reply: LoadReply) => void) | undefined;
  child.on('message', (reply: LoadReply) => pending?.(reply));
  child.on('exit', (code, signal) =>
    pending?.({ ok: false, message: `load process exited (${signal ?? code})` }),
  );
  return {
    async run(command) {
      const reply = await new Promise<LoadReply>((resolve) => {
        pending = resolve;
        child.send(command);
      });
      pending = undefined;
      if (!reply.ok) throw new Error(`${command.name}: ${reply.message}`);
      return reply.result;
    },
    close: () => {
      child.kill();
    },
  };
}
