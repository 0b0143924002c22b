/**
 * A file of the database's file system whose bytes are downloaded the first time Postgres reads
 * it: for pgcrypto's library, which Postgres loads when a query first calls one of its functions
 * (signing in, two-step codes, tokens). Booking never does, so a visitor who only books never
 * downloads it.
 *
 * Postgres loads a library synchronously, so the download is one synchronous request, which a
 * worker may make (the database runs in one). The browser decodes any compression the host
 * applied, so the length is the real one. A failed download is an I/O error for that query only;
 * the next read tries again.
 */

/** The part of Emscripten's file system this needs. */
export interface OnDemandFs {
  createLazyFile(
    parent: string,
    name: string,
    url: string,
    canRead: boolean,
    canWrite: boolean,
  ): { contents: unknown };
  ErrnoError: new (errno: number) => Error;
}

/** Emscripten's EIO. */
const EIO = 29;

export function downloadSync(url: string): Uint8Array | null {
  const request = new XMLHttpRequest();
  request.open('GET', url, false);
  // Binary responses of synchronous requests are allowed in workers only.
  request.responseType = 'arraybuffer';
  try {
    request.send();
  } catch {
    return null;
  }
  return request.status === 200 ? new Uint8Array(request.response as ArrayBuffer) : null;
}

/**
 * What Emscripten's lazy-file reads ask of a file's contents (`length`, `get`); the bytes come
 * from `download` on the first ask.
 */
export class DownloadOnRead {
  private bytes: Uint8Array | null = null;

  constructor(
    private readonly url: string,
    private readonly fail: () => Error,
    private readonly download: (url: string) => Uint8Array | null = downloadSync,
  ) {}

  private load(): Uint8Array {
    this.bytes ??= this.download(this.url);
    if (!this.bytes) throw this.fail();
    return this.bytes;
  }

  get length(): number {
    return this.load().length;
  }

  get(index: number): number | undefined {
    return this.load()[index];
  }
}

/**
 * Creates `path` as a read-only file that downloads `url` when first read. Emscripten's own lazy
 * files trust a HEAD request's Content-Length, which a host that compresses reports compressed;
 * these contents replace its downloader and keep its read operations.
 */
export function addOnDemandFile(fs: OnDemandFs, path: string, url: string): void {
  const slash = path.lastIndexOf('/');
  const node = fs.createLazyFile(path.slice(0, slash), path.slice(slash + 1), url, true, false);
  node.contents = new DownloadOnRead(url, () => new fs.ErrnoError(EIO));
}
