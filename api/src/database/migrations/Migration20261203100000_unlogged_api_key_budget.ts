import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 38: every gateway request spends from its key's budget (one upsert in "api_key_rate_limit"),
 * and as a logged table each of those commits waited for its own WAL flush beside the reading's.
 * The counters only matter for the minute they cover: unlogged, a crash empties them (every key
 * starts a fresh minute) and a replica has none (budgets are spent on the primary only).
 */
export class Migration20261203100000_unlogged_api_key_budget extends Migration {
  override up(): void {
    this.addSql('alter table "api_key_rate_limit" set unlogged;');
  }

  override down(): void {
    this.addSql('alter table "api_key_rate_limit" set logged;');
  }
}
