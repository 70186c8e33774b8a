/**
 * Turns the api's JSON log lines (pino) into one readable line each for the terminal of
 * `npm start`. Lines that are not pino JSON pass through unchanged; fields without a special
 * rendering are kept as compact JSON so nothing is lost.
 */
const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

// Printed elsewhere on the line, or noise in a terminal.
const hiddenFields = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'v', 'req', 'res', 'err', 'reqId']);

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function clock(time: unknown): string {
  const date = typeof time === 'number' || typeof time === 'string' ? new Date(time) : new Date();
  return Number.isNaN(date.getTime()) ? '' : date.toTimeString().slice(0, 8);
}

export function condenseApiLogLine(line: string): { text: string; level: number } {
  if (!line.startsWith('{')) return { text: line, level: 30 };
  let entry: unknown;
  try {
    entry = JSON.parse(line);
  } catch {
    return { text: line, level: 30 };
  }
  if (!isObject(entry) || typeof entry.level !== 'number') return { text: line, level: 30 };

  const parts = [clock(entry.time), (levelNames[entry.level] ?? String(entry.level)).padEnd(5)];
  if (typeof entry.msg === 'string') parts.push(entry.msg);
  if (isObject(entry.req))
    parts.push(`${String(entry.req.method ?? '')} ${String(entry.req.url ?? '')}`.trim());
  if (isObject(entry.res) && entry.res.statusCode !== undefined)
    parts.push(`→ ${String(entry.res.statusCode)}`);
  if (typeof entry.responseTime === 'number') parts.push(`${entry.responseTime.toFixed(1)} ms`);
  if (entry.reqId !== undefined) parts.push(`(${String(entry.reqId)})`);

  const rest = Object.fromEntries(
    Object.entries(entry).filter(([key]) => !hiddenFields.has(key) && key !== 'responseTime'),
  );
  if (Object.keys(rest).length > 0) parts.push(JSON.stringify(rest));
  if (isObject(entry.err)) {
    const stack = typeof entry.err.stack === 'string' ? entry.err.stack : undefined;
    parts.push(stack ?? `${String(entry.err.type ?? 'Error')}: ${String(entry.err.message ?? '')}`);
  }
  return { text: parts.filter(Boolean).join(' '), level: entry.level };
}
