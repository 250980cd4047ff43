import 'reflect-metadata';
import { loadConfig } from '../config/app-config';
import { runPlanCommand } from './plan-command';

runPlanCommand(process.argv.slice(2), loadConfig(), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `Setting the plan failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
