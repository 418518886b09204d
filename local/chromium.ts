import { existsSync } from 'node:fs';

/** Where a system Chromium is looked for when `CHROMIUM_PATH` is not set (Debian, Ubuntu, Fedora, macOS). */
const systemChromiumPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/**
 * The Chromium the browser tests and the Lighthouse bench drive: `CHROMIUM_PATH`, else a system
 * Chromium, else the one `@sparticuz/chromium` ships inside the npm package (unpacked into the
 * temporary directory on first use, about 2 s). Decision 0008.
 */
export async function chromiumExecutablePath(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const system = systemChromiumPaths.find((path) => existsSync(path));
  if (system) return system;
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
}
