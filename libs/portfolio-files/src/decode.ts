/** A charset the importer cannot decode: the reason, for the file-unreadable error. */
export class UnknownCharsetError extends Error {
  constructor(readonly charset: string) {
    super(
      `The file's character set '${charset}' is not one the importer reads. Save it as UTF-8 CSV and try again.`,
    );
  }
}

/** The encoding a byte-order mark names, or null when the bytes start with none. */
function byteOrderMark(bytes: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

/**
 * A file's text as the user's spreadsheet saved it: the encoding its byte-order mark names
 * (UTF-8, or UTF-16 as Excel's "Unicode Text" writes it), else the charset the upload named,
 * else UTF-8, or Windows' own encoding (windows-1252, what Excel writes on many machines) when
 * the bytes are not UTF-8. A mark wins over a named charset, as in browsers: it cannot be there
 * by chance, while a client's charset is often only its default.
 */
export function decodeFileText(bytes: Uint8Array, charset?: string): string {
  const marked = byteOrderMark(bytes);
  // The decoders drop the mark itself.
  if (marked) return new TextDecoder(marked).decode(bytes);
  if (charset !== undefined && charset.trim() !== '') {
    const decoder = (() => {
      try {
        return new TextDecoder(charset.trim());
      } catch {
        throw new UnknownCharsetError(charset);
      }
    })();
    // A client that names UTF-8 as a default may still send Windows' encoding: read as below.
    if (decoder.encoding !== 'utf-8') return decoder.decode(bytes);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
