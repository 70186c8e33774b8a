/**
 * The load's process of bench/agency-bench.ts (forked, one command at a time over IPC): autocannon
 * runs here, so the api's process (and, on PGlite, its database) keeps its event loop to itself.
 */
import { type LoadResult, measureOnce } from '../lib/load.ts';

export interface LoadCommand {
  name: string;
  url: string;
  connections: number;
  durationS: number;
  timeoutS: number;
  headers: Record<string, string>;
}

export type LoadReply = { ok: true; result: LoadResult } | { ok: false; message: string };

process.on('message', async (command: LoadCommand) => {
  let reply: LoadReply;
  try {
    const { name, url, ...options } = command;
    reply = { ok: true, result: await measureOnce(name, url, options) };
  } catch (error) {
    reply = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  process.send?.(reply);
});
