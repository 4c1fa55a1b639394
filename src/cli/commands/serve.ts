import type { Command } from 'commander';
import { ConfigError, loadConfig } from '../../config.js';
import { serveWithWorkers, workerCount } from '../../workers.js';
import { UsageError } from '../output.js';

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('Run the /v1 API on the SQLite store of a data directory, or on PostgreSQL')
    .option('-p, --port <port>', 'port to listen on (env PORT)', undefined)
    .option('--host <host>', 'address to bind (env SVC_HOST)', undefined)
    .option('-d, --data-dir <dir>', 'data directory (env SVC_DATA_DIR)', undefined)
    .option('--database-url <url>', 'keep all state in this PostgreSQL database, for replicas (env SVC_DATABASE_URL)')
    .option('--log-level <level>', 'fatal, error, warn, info, debug, trace or silent (env SVC_LOG_LEVEL)')
    .option('-w, --workers <n>', 'processes serving the port, one per core but one by default (env SVC_WORKERS)')
    .option('--trust-proxy <list>', 'reverse proxies whose X-Forwarded-For names the client: addresses or networks, comma-separated, or a hop count (env SVC_TRUST_PROXY)')
    .addHelpText('after', '\nExample:\n  $ svc serve --port 8080 --data-dir ./.svc --workers 2\n')
    .action(async (options: { port?: string; host?: string; dataDir?: string; databaseUrl?: string; logLevel?: string; workers?: string; trustProxy?: string }) => {
      let config;
      let workers;
      try {
        config = loadConfig(options);
        workers = workerCount(options.workers);
      } catch (error) {
        if (error instanceof ConfigError) throw new UsageError(error.message);
        throw error;
      }
      await serveWithWorkers(config, workers);
    });
}
