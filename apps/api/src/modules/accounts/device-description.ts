import Bowser from 'bowser';

/** A device as a person recognises it, from its User-Agent: empty parts when it tells nothing. */
export interface DeviceDescription {
  /** "Apple iPhone (iOS 17.1)", "Windows 10", "Linux"; '' when unknown. */
  device: string;
  /** "Chrome 140", "Safari 17.1"; '' when unknown. */
  browser: string;
  /** The system alone ("Linux", "iOS"), for a passkey's default name. */
  system: string;
  /** The browser's name alone ("Chrome"). */
  browserName: string;
}

/**
 * Reads a User-Agent with bowser (MIT; ua-parser-js 2 is AGPL, decision 239). Only what the
 * string says: no lookups, nothing stored but the string itself (devices.user_agent).
 */
export function describeDevice(userAgent: string | undefined): DeviceDescription {
  const parsed = Bowser.parse(userAgent ?? '');
  const system = parsed.os.name ?? '';
  const systemVersion = parsed.os.versionName ?? parsed.os.version ?? '';
  const systemFull = [system, systemVersion].filter(Boolean).join(' ');
  const hardware = [parsed.platform.vendor, parsed.platform.model].filter(Boolean).join(' ');
  const device = hardware && systemFull ? `${hardware} (${systemFull})` : hardware || systemFull;
  const browserName = parsed.browser.name ?? '';
  // The major version is enough to recognise a browser; the rest only changes weekly.
  const majorVersion = (parsed.browser.version ?? '').split('.')[0] ?? '';
  const browser = [browserName, majorVersion].filter(Boolean).join(' ');
  return { device, browser, system, browserName };
}
