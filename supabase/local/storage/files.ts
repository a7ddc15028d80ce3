import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, rename, rm, rmdir, unlink } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { errors } from './errors';

/**
 * The bytes of the objects. Uploads land in a temporary file first and are renamed into place
 * only once their row is written, so a refused or broken upload never replaces a stored object.
 */
export class ObjectFiles {
  constructor(
    /** `<dataDir>/storage`: one folder per bucket. */
    readonly root: string,
    /** Beside the root, on the same file system so a rename is atomic. */
    private readonly tmpRoot: string,
  ) {}

  async tempFile(): Promise<string> {
    await mkdir(this.tmpRoot, { recursive: true });
    return join(this.tmpRoot, randomUUID());
  }

  /** Moves a finished temporary file (or a stored object) to `target`, replacing what is there. */
  async place(source: string, target: string, key: string): Promise<void> {
    try {
      await mkdir(dirname(target), { recursive: true });
      await rename(source, target);
    } catch (error) {
      // A key can be neither a folder of other keys nor inside a key that is a file: on disk
      // "a" and "a/b" cannot both exist.
      if (isFsError(error, 'ENOTDIR', 'EISDIR', 'EEXIST', 'ENOTEMPTY'))
        throw errors.invalidKey(key);
      throw error;
    }
  }

  async copyToTemp(source: string): Promise<string> {
    const tmp = await this.tempFile();
    try {
      await copyFile(source, tmp);
    } catch (error) {
      await this.discardTemp(tmp);
      if (isFsError(error, 'ENOENT', 'ENOTDIR', 'EISDIR')) throw errors.noSuchKey();
      throw error;
    }
    return tmp;
  }

  /** Removes a file and the folders it leaves empty. */
  async remove(file: string, bucketFolder: string): Promise<void> {
    await unlink(file).catch((error: unknown) => {
      if (!isFsError(error, 'ENOENT', 'EISDIR')) throw error;
    });
    await this.pruneFolders(file, bucketFolder);
  }

  /** Removes the folders above a removed or moved file that are left empty, up to its bucket's. */
  async pruneFolders(file: string, bucketFolder: string): Promise<void> {
    let folder = dirname(file);
    while (folder.startsWith(bucketFolder + sep)) {
      try {
        await rmdir(folder);
      } catch {
        return;
      }
      folder = dirname(folder);
    }
  }

  async discardTemp(file: string): Promise<void> {
    await rm(file, { force: true });
  }

  async removeBucket(bucketFolder: string): Promise<void> {
    await rm(bucketFolder, { recursive: true, force: true });
  }
}

export function isFsError(error: unknown, ...codes: string[]): boolean {
  return error instanceof Error && 'code' in error && codes.includes(String(error.code));
}
