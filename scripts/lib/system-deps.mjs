// Finds the system packages the tests need (Debian's chromium and postgresql; libvisio-tools for the
// Visio preview; LibreOffice's Writer and Impress to open the generated Word and PowerPoint files,
// poppler-utils to read the PDFs it makes of them) and
// installs the missing ones with apt-get when running as root; otherwise says exactly what to run.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p && fs.existsSync(p)) ?? null;
}

/** The newest installed PostgreSQL server's bin directory, e.g. /usr/lib/postgresql/15/bin. */
export function postgresBinDir() {
  if (process.env.PG_BIN_DIR && fs.existsSync(`${process.env.PG_BIN_DIR}/initdb`))
    return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(`${root}/${v}/bin/initdb`) && fs.existsSync(`${root}/${v}/bin/postgres`))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? `${root}/${versions[0]}/bin` : null;
}

/** Each need: whether it is met, and the Debian packages that meet it. */
const NEEDS = [
  { present: () => Boolean(chromiumPath()), packages: ['chromium'] },
  { present: () => Boolean(postgresBinDir()), packages: ['postgresql'] },
  { present: () => fs.existsSync('/usr/bin/vsd2xhtml'), packages: ['libvisio-tools'] },
  {
    present: () => fs.existsSync('/usr/bin/soffice'),
    packages: ['libreoffice-writer-nogui', 'libreoffice-impress-nogui'],
  },
  // pdftotext and pdftoppm read the PDFs LibreOffice makes of the generated drafts.
  { present: () => fs.existsSync('/usr/bin/pdftoppm'), packages: ['poppler-utils'] },
];

export function ensureSystemDeps() {
  const missing = NEEDS.filter((need) => !need.present()).flatMap((need) => need.packages);
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    console.error(`The tests need ${missing.join(', ')}. Install with:\n  sudo ${command}`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')}: ${command}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const still = NEEDS.filter((need) => !need.present()).flatMap((need) => need.packages);
  if (still.length > 0) {
    console.error(`Installation finished but ${still.join(', ')} is still missing.`);
    process.exit(1);
  }
}
