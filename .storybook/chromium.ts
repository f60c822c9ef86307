/**
 * The machine's own Chromium (Debian package, or CHROME_PATH), so tests never
 * download a browser. The flags keep a headless run quiet and offline.
 */
export function chromiumLaunch() {
  return {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  };
}
