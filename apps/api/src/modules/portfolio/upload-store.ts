import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { ERRORS, Upload } from '@tus/server';

/** A partial upload's files: its bytes so far (named by its id) and tus's record of it (`<id>.json`). */
export type PartialUploadFiles = { id: string; paths: string[]; touchedAt: Date };

/**
 * Partial uploads on the local disk, as tus's file store keeps them. One that has become a
 * portfolio item has no files any more (the item holds its original), yet a client that never
 * heard it finish must still learn that every byte arrived, or it would start the upload again
 * and make a second item: such an upload is answered as complete, its length the item's.
 */
export class PortfolioUploadStore extends FileStore {
  constructor(
    directory: string,
    /** The length of the upload that became the item with this id, if one did. */
    private readonly finishedLength: (id: string) => Promise<number | undefined>,
  ) {
    super({ directory });
  }

  override async getUpload(id: string): Promise<Upload> {
    try {
      return await super.getUpload(id);
    } catch (error) {
      if (error !== ERRORS.FILE_NOT_FOUND && error !== ERRORS.FILE_NO_LONGER_EXISTS) throw error;
      const length = await this.finishedLength(id);
      if (length === undefined) throw error;
      return new Upload({ id, size: length, offset: length });
    }
  }

  /** Past the end of a finished upload tus lets no byte through; its files are gone, so nothing is written. */
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    if (await this.holds(id)) return super.write(readable, id, offset);
    for await (const chunk of readable) void chunk;
    return offset;
  }

  private async holds(id: string): Promise<boolean> {
    return fs.stat(path.join(this.directory, id)).then(
      () => true,
      () => false,
    );
  }

  /** Every upload with a file here, with when any of its files last changed. */
  async partialUploads(): Promise<PartialUploadFiles[]> {
    let names: string[];
    try {
      names = await fs.readdir(this.directory);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const byId = new Map<string, PartialUploadFiles>();
    for (const name of names) {
      const id = name.replace(/\.json$/, '');
      const file = path.join(this.directory, name);
      const stats = await fs.stat(file).catch(() => undefined);
      if (!stats) continue;
      const entry = byId.get(id) ?? { id, paths: [], touchedAt: new Date(0) };
      entry.paths.push(file);
      if (stats.mtime > entry.touchedAt) entry.touchedAt = stats.mtime;
      byId.set(id, entry);
    }
    return [...byId.values()];
  }

  /** Removes an upload's files, whichever of them exist. */
  async removeFiles(id: string): Promise<void> {
    await fs.rm(path.join(this.directory, id), { force: true });
    await fs.rm(path.join(this.directory, `${id}.json`), { force: true });
  }
}
