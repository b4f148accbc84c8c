/**
 * A keyed set of plugins: the one shape of the activity and the classroom-task registries. `ByKey`
 * maps each registered key to its plugin's own type (filled in by the plugins' module augmentation),
 * so `get(key)` hands callers that type with no cast of theirs; the casts are here, where a plugin is
 * stored under its own key and read back under the same key.
 */
import { DuplicatePluginError } from './errors';

export class PluginRegistry<Key extends string | number, Plugin extends object, ByKey = Record<Key, Plugin>> {
  private readonly plugins = new Map<Key, Plugin>();

  constructor(
    private readonly registryName: string,
    private readonly keyOf: (plugin: Plugin) => Key,
    /** The registry's own error for a key nothing is registered under. */
    private readonly missing: (key: Key) => Error,
  ) {}

  /**
   * Adds a plugin under its key. The wrapping registry's own register() says which plugin types it
   * takes (TypeScript cannot relate a generic plugin to `ByKey`'s entry for it).
   */
  register(plugin: object): this {
    const stored = plugin as Plugin;
    const key = this.keyOf(stored);
    if (this.plugins.has(key)) throw new DuplicatePluginError(this.registryName, key);
    this.plugins.set(key, stored);
    return this;
  }

  /** The plugin registered under `key`, with its own type; the registry's error when there is none. */
  get<K extends keyof ByKey & Key>(key: K): ByKey[K] {
    const plugin = this.plugins.get(key);
    if (!plugin) throw this.missing(key);
    return plugin as unknown as ByKey[K];
  }

  /** The plugin of a key that may be unknown (content from the network), in its general type. */
  find(key: Key): Plugin | undefined {
    return this.plugins.get(key);
  }

  has(key: Key): boolean {
    return this.plugins.has(key);
  }

  keys(): Key[] {
    return [...this.plugins.keys()];
  }

  all(): Plugin[] {
    return [...this.plugins.values()];
  }
}
