import { AdvancedConsoleLogger, type Logger, type LoggerOptions } from "typeorm";
import { sqlStatements } from "../metrics/metrics";

/**
 * Wraps the data source's logger to count every statement into `store_sql_statements_total`.
 * TypeORM calls logQuery for each statement whatever the logging options; the count is one
 * increment, before the inner logger decides (cheaply) whether to print anything.
 */
export class CountingLogger implements Logger {
  constructor(private readonly inner: Logger) {}

  static around(logger: Logger | undefined, logging: LoggerOptions): CountingLogger {
    return new CountingLogger(logger ?? new AdvancedConsoleLogger(logging));
  }

  logQuery(...args: Parameters<Logger["logQuery"]>) {
    sqlStatements.inc();
    return this.inner.logQuery(...args);
  }
  logQueryError(...args: Parameters<Logger["logQueryError"]>) {
    return this.inner.logQueryError(...args);
  }
  logQuerySlow(...args: Parameters<Logger["logQuerySlow"]>) {
    return this.inner.logQuerySlow(...args);
  }
  logSchemaBuild(...args: Parameters<Logger["logSchemaBuild"]>) {
    return this.inner.logSchemaBuild(...args);
  }
  logMigration(...args: Parameters<Logger["logMigration"]>) {
    return this.inner.logMigration(...args);
  }
  log(...args: Parameters<Logger["log"]>) {
    return this.inner.log(...args);
  }
}
