/** A keyed set of plugins: the part the activity and the classroom-task registries share. */
import { DuplicatePluginError } from './errors';

export class PluginRegistry<K extends string | number, P> {
  private readonly plugins = new Map<K, P>();

  constructor(
    private readonly registryName: string,
    private readonly keyOf: (plugin: P) => K,
  ) {}

  register(plugin: P): this {
    const key = this.keyOf(plugin);
    if (this.plugins.has(key)) throw new DuplicatePluginError(this.registryName, key);
    this.plugins.set(key, plugin);
    return this;
  }

  find(key: K): P | undefined {
    return this.plugins.get(key);
  }

  has(key: K): boolean {
    return this.plugins.has(key);
  }

  keys(): K[] {
    return [...this.plugins.keys()];
  }

  all(): P[] {
    return [...this.plugins.values()];
  }
}
