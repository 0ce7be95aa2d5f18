/**
 * Keeps a process's catalogue answer cache in step with the database: the catalogue's version (written by the
 * triggers of migration 0012 with every change of products) is read at most once per `everyMs`, and a version
 * other than the one last seen clears the cache. The process that writes clears its own cache at once
 * (`catalogueChanged`); another API process on the same PostgreSQL follows within `everyMs` instead of the
 * cache's lifetime.
 */
export class CatalogueFreshness {
  private seen: string | null = null;
  private checkedAt = -Infinity;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly readVersion: () => Promise<string>,
    private readonly clear: () => void,
    private readonly everyMs = 1_000,
  ) {}

  /** Resolves once the cache holds nothing older than the version read at most `everyMs` ago. */
  check(): Promise<void> {
    if (this.checking) return this.checking;
    const now = Date.now();
    if (now - this.checkedAt < this.everyMs) return Promise.resolve();
    this.checkedAt = now;
    this.checking = this.readVersion()
      .then((version) => {
        if (this.seen !== null && version !== this.seen) this.clear();
        this.seen = version;
      })
      .finally(() => {
        this.checking = null;
      });
    return this.checking;
  }
}
