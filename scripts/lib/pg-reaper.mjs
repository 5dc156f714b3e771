// Watches the process that started a throwaway PostgreSQL cluster (pg-cluster.mjs) and stops the
// cluster once that process is gone. Polling is the only portable way to learn that an unrelated
// process has exited; once a second costs nothing.
import { stopCluster } from './pg-cluster.mjs';

const [ownerPid, bin, dataDir, base, user] = process.argv.slice(2);

function alive(pid) {
  try {
    process.kill(Number(pid), 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

const timer = setInterval(() => {
  if (alive(ownerPid)) return;
  clearInterval(timer);
  stopCluster(user || null, bin, dataDir, base);
}, 1000);
// stop() kills this watcher when the cluster ends normally.
process.on('SIGTERM', () => process.exit(0));
