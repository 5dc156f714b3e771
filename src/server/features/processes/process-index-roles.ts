import type { IndexRole } from './process-index-base';

const EMPTY = new Int32Array(0);

/**
 * The job roles of a ProcessIndex: each role's position (what the base's `roleOf` holds), its
 * lower-cased name (what a term matches), its base processes and how many of its processes live.
 */
export class IndexRoles {
  /** The roles as last set, for a compaction. */
  list: readonly IndexRole[];
  readonly ids: string[];
  /** Per role position: its base processes' positions, ascending. */
  readonly pools: Int32Array[];
  /** Per role position: its live processes. */
  readonly live: number[];
  private readonly position: Map<string, number>;
  /** Lower-cased; '' for a role deleted since the build (it matches no term). */
  private readonly names: string[];

  constructor(roles: readonly IndexRole[], processesOfRole: Int32Array[]) {
    this.list = roles;
    this.ids = roles.map((r) => r.id);
    this.position = new Map(this.ids.map((id, i) => [id, i]));
    this.names = roles.map((r) => r.name.toLowerCase());
    this.pools = processesOfRole;
    this.live = processesOfRole.map((pool) => pool.length);
  }

  /** The position of a role, or -1. */
  at(id: string): number {
    return this.position.get(id) ?? -1;
  }

  /**
   * The job roles as they are now: new ones are added, renamed ones match by their new name, and
   * deleted ones match no term (their processes, left without a role, come as writes of their own).
   * True when what a term matches among the base's processes changed (a role renamed or deleted;
   * a new role has none of them).
   */
  set(roles: readonly IndexRole[]): boolean {
    const now = new Set<string>();
    const before = [...this.names];
    for (const role of roles) {
      now.add(role.id);
      const at = this.position.get(role.id);
      if (at !== undefined) {
        this.names[at] = role.name.toLowerCase();
        continue;
      }
      this.position.set(role.id, this.ids.length);
      this.ids.push(role.id);
      this.names.push(role.name.toLowerCase());
      this.pools.push(EMPTY);
      this.live.push(0);
    }
    for (let r = 0; r < this.ids.length; r++) if (!now.has(this.ids[r]!)) this.names[r] = '';
    this.list = roles;
    return before.some((name, r) => this.names[r] !== name);
  }

  /** The roles whose name holds `needle` (lower-cased): a flag per position, and their positions. */
  matching(needle: string): { roleMatches: Uint8Array; matched: number[] } {
    const roleMatches = new Uint8Array(this.ids.length);
    const matched: number[] = [];
    for (let r = 0; r < this.names.length; r++) {
      if (this.names[r]!.includes(needle)) {
        roleMatches[r] = 1;
        matched.push(r);
      }
    }
    return { roleMatches, matched };
  }
}
