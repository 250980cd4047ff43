import { isApiError, queryKeys } from '@domainfolio/api-client';
import {
  IMPORT_CHUNK_ROWS,
  ImportRowStatus,
  type ImportDomainRow,
  type ImportRowResult,
  type ImportSummary,
} from '@domainfolio/contracts';
import {
  PortfolioFileError,
  decodeFileText,
  readPortfolioFile,
  type PortfolioFile,
} from '@domainfolio/portfolio-files';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { importDomains } from '../api/import-domains';

export type ImportStep =
  | { step: 'idle' }
  | { step: 'reading'; fileName: string }
  | { step: 'unreadable'; fileName: string; title: string; message: string }
  | { step: 'checking'; fileName: string; file: PortfolioFile }
  | { step: 'checked'; fileName: string; file: PortfolioFile; check: UploadCheck }
  | { step: 'uploading'; fileName: string; file: PortfolioFile; check: UploadCheck; done: number }
  | {
      step: 'stopped';
      fileName: string;
      file: PortfolioFile;
      check: UploadCheck;
      /** The server's answers for the chunks it saved before the one that failed. */
      saved: ImportRowResult[];
      /** The rows of the failed chunk and the ones after it: what a retry sends. */
      unsent: ImportDomainRow[];
      /** Why the chunk failed: the server's title and message, or the connection problem. */
      failure: { title: string; message: string };
    }
  | { step: 'uploaded'; fileName: string; file: PortfolioFile; result: ImportSummary };

/** What the server said it would do with the whole file: every row, and the plan's room. */
export interface UploadCheck {
  rows: ImportRowResult[];
  created: number;
  updated: number;
  rejected: number;
  limit: number;
  before: number;
  /** The rows that will be sent (created or updated). */
  accepted: ImportDomainRow[];
}

/** The file's bytes, decoded as the server decodes an uploaded file. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(decodeFileText(new Uint8Array(reader.result as ArrayBuffer)));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / IMPORT_CHUNK_ROWS) }, (_, index) =>
    items.slice(index * IMPORT_CHUNK_ROWS, (index + 1) * IMPORT_CHUNK_ROWS),
  );

/** The rows of a file as the API takes them: their fields and their row numbers. */
const rowsOf = (file: PortfolioFile): ImportDomainRow[] =>
  file.rows.map((row) => ({ ...row.fields, line: row.line }));

/** Rows the browser could not read, reported beside the server's answers. */
const refusedOf = (file: PortfolioFile): ImportRowResult[] =>
  file.rejected.map((row) => ({
    line: row.line,
    name: row.written,
    status: ImportRowStatus.REJECTED,
    reason: row.reason,
  }));

/** A failed request in words: the API's own title and message when it sent them. */
function failureOf(error: unknown): { title: string; message: string } {
  if (isApiError(error)) return { title: error.title, message: error.message };
  return {
    title: 'Something went wrong',
    message: error instanceof Error ? error.message : String(error),
  };
}

function summarize(rows: ImportRowResult[]) {
  const sorted = [...rows].sort((a, b) => a.line - b.line);
  const count = (status: ImportRowStatus) => sorted.filter((row) => row.status === status).length;
  return {
    rows: sorted,
    created: count(ImportRowStatus.CREATED),
    updated: count(ImportRowStatus.UPDATED),
    rejected: count(ImportRowStatus.REJECTED),
  };
}

/**
 * An upload from a user's own file: read in the browser by the same rules as the server, then
 * checked by the server (a dry run, in chunks) so the preview says what will happen to every row,
 * then sent in chunks of IMPORT_CHUNK_ROWS with the progress known after each.
 */
export function usePortfolioImport() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportStep>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);

  const reset = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    setState({ step: 'idle' });
  }, []);

  const choose = useCallback(async (chosen: File) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const fileName = chosen.name;
    setState({ step: 'reading', fileName });
    let file: PortfolioFile;
    try {
      file = readPortfolioFile(await readText(chosen));
    } catch (error) {
      const message =
        error instanceof PortfolioFileError
          ? error.message
          : 'The file could not be read. Save it as CSV and try again.';
      setState({ step: 'unreadable', fileName, title: `${fileName} could not be read`, message });
      return;
    }
    setState({ step: 'checking', fileName, file });
    try {
      const answers: ImportSummary[] = [];
      for (const chunk of chunks(rowsOf(file)))
        answers.push((await importDomains(chunk, true, controller.signal)).payload);
      if (controller.signal.aborted) return;
      // The preview names each row as the file writes it ('münchen.de'), not as it is stored.
      const written = new Map(file.rows.map((row) => [row.line, row.written]));
      const summary = summarize([
        ...refusedOf(file),
        ...answers
          .flatMap((answer) => answer.rows)
          .map((row) => ({ ...row, name: written.get(row.line) ?? row.name })),
      ]);
      const accepted = new Set(
        summary.rows
          .filter((row) => row.status !== ImportRowStatus.REJECTED)
          .map((row) => row.line),
      );
      setState({
        step: 'checked',
        fileName,
        file,
        check: {
          ...summary,
          limit: answers[0]?.domains.limit ?? 0,
          before: answers[0]?.domains.before ?? 0,
          accepted: rowsOf(file).filter((row) => accepted.has(row.line ?? 0)),
        },
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      const failure = failureOf(error);
      setState({
        step: 'unreadable',
        fileName,
        title: `${fileName} could not be checked`,
        message: `${failure.title}: ${failure.message} Nothing was saved; choose the file again to retry.`,
      });
    }
  }, []);

  /**
   * Sends the accepted rows chunk by chunk; the server checks every one again. The first chunk
   * of an upload in several carries every name of it, so an upload past the plan limit is
   * refused whole. When a chunk fails the upload stops there: the chunks before it are saved,
   * and `upload` again (from 'stopped') sends the rest.
   */
  const upload = useCallback(async () => {
    if (state.step !== 'checked' && state.step !== 'stopped') return;
    const { fileName, file, check } = state;
    const saved = state.step === 'stopped' ? [...state.saved] : [];
    const rows = state.step === 'stopped' ? state.unsent : check.accepted;
    const parts = chunks(rows);
    const uploadNames = parts.length > 1 ? rows.map((row) => row.name) : undefined;
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'uploading', fileName, file, check, done: saved.length });
    let sent = 0;
    let portfolio: ImportSummary['domains'] | undefined;
    try {
      for (const [index, chunk] of parts.entries()) {
        const last = index === parts.length - 1;
        // The rows refused before sending and the chunks saved so far, for the alert the last
        // chunk raises.
        const earlier = {
          created: saved.filter((row) => row.status === ImportRowStatus.CREATED).length,
          updated: saved.filter((row) => row.status === ImportRowStatus.UPDATED).length,
          rejected: check.rows.filter((row) => row.status === ImportRowStatus.REJECTED).length,
        };
        const answer = (
          await importDomains(
            chunk,
            false,
            controller.signal,
            index === 0 ? uploadNames : undefined,
            last ? { earlier } : { more: true },
          )
        ).payload;
        saved.push(...answer.rows);
        sent += chunk.length;
        portfolio = answer.domains;
        if (controller.signal.aborted) return;
        setState({ step: 'uploading', fileName, file, check, done: saved.length });
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({
        step: 'stopped',
        fileName,
        file,
        check,
        saved,
        unsent: rows.slice(sent),
        failure: failureOf(error),
      });
      return;
    } finally {
      if (saved.length > 0) await queryClient.invalidateQueries({ queryKey: queryKeys.domains() });
    }
    const refused = check.rows.filter((row) => row.status === ImportRowStatus.REJECTED);
    const summary = summarize([...refused, ...saved]);
    setState({
      step: 'uploaded',
      fileName,
      file,
      result: {
        dryRun: false,
        ...summary,
        domains: {
          limit: check.limit,
          before: check.before,
          after: portfolio?.after ?? check.before,
        },
      },
    });
  }, [queryClient, state]);

  return { state, choose, upload, reset };
}
