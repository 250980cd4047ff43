/**
 * A file's text as the user's spreadsheet saved it: UTF-8, or Windows' own encoding
 * (windows-1252, what Excel writes on many machines) when the bytes are not UTF-8.
 */
export function decodeFileText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
