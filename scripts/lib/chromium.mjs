// The command-line flags of the system Chromium, shared by the e2e tests (playwright) and
// `npm run bench:web` (Lighthouse) so both measure the same browser set-up: headless, no sandbox
// (containers), and none of the background traffic that would add noise to a run.
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
