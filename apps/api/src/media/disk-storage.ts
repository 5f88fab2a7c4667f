import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage';

/** Files under DATA_DIR/media; written to a temporary name first so a reader never sees half a file. */
export class DiskStorage implements Storage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Bad storage key ${key}`);
    return resolved;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    await fsp.writeFile(temporary, data);
    await fsp.rename(temporary, target);
  }

  async read(key: string) {
    const file = this.pathOf(key);
    try {
      const stat = await fsp.stat(file);
      if (!stat.isFile()) return undefined;
      return { body: fs.createReadStream(file), size: stat.size };
    } catch {
      return undefined;
    }
  }

  async delete(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => fsp.rm(this.pathOf(key), { force: true })));
    // Leave no empty folders behind: each item's files share one.
    const folders = new Set(keys.map((key) => path.dirname(this.pathOf(key))));
    for (const folder of folders) await fsp.rmdir(folder).catch(() => {});
  }

  async exists(key: string): Promise<boolean> {
    return fsp.access(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }
}
