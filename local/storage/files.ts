import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The bytes of objects on disk, one file per object version: `<root>/<version>`. Versions are
 * UUIDs the service generates, so object names (which callers choose) never reach the file system.
 * Writes go to a temporary name first, so a reader never sees half a file.
 */
export class FileStore {
  constructor(readonly root: string) {}

  private fileOf(version: string): string {
    if (!/^[0-9a-f-]{36}$/.test(version)) throw new Error(`not an object version: ${version}`);
    return path.join(this.root, version);
  }

  async write(version: string, bytes: Uint8Array): Promise<void> {
    await fs.mkdir(this.root, { recursive: true });
    const file = this.fileOf(version);
    const partial = `${file}.partial`;
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, file);
  }

  /** The bytes of a version, or null when its file is missing. */
  async read(version: string): Promise<Uint8Array<ArrayBuffer> | null> {
    try {
      return await fs.readFile(this.fileOf(version));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(...versions: Array<string | null | undefined>): Promise<void> {
    await Promise.all(versions.filter((v): v is string => !!v).map((v) => fs.rm(this.fileOf(v), { force: true })));
  }
}
