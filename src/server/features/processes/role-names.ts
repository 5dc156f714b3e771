import type { Db } from '../../db/client';
import { jobRoles } from '../../db/schema';
import type { ChangeFeed } from '../../plugins/cache/change-feed';

/**
 * The job role names, kept per change-feed version, for the search's "role name matches" part.
 * There are a few hundred roles at most, and asking the database for the matching ones cost a
 * statement per search (a millisecond on PGlite, half a search). Any write moves the version on,
 * so a renamed or new role is seen by the next search; while the feed is down every search reads
 * the table again.
 */
export class RoleNames {
  private cached: { version: number; roles: { id: string; name: string }[] } | null = null;

  constructor(
    private readonly db: Db,
    private readonly feed: ChangeFeed,
  ) {}

  /** Ids of the roles whose name contains `term`, ignoring case. */
  async matching(term: string): Promise<string[]> {
    const version = this.feed.version;
    let roles = this.feed.live && this.cached?.version === version ? this.cached.roles : null;
    if (!roles) {
      roles = (await this.db.select({ id: jobRoles.id, name: jobRoles.name }).from(jobRoles)).map((r) => ({
        id: r.id,
        name: r.name.toLowerCase(),
      }));
      this.cached = { version, roles };
    }
    const needle = term.toLowerCase();
    return roles.filter((role) => role.name.includes(needle)).map((role) => role.id);
  }
}
