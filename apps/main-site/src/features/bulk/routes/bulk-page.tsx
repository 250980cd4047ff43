import {
  NOTIFICATION_DURATION_MS,
  PRODUCT_NAME,
  SuccessCode,
  planName,
  successBody,
} from '@domainfolio/contracts';
import { Alert, Button, notify, useDocumentTitle } from '@domainfolio/ui';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { ColumnMapping } from '../components/column-mapping';
import { ExportPanel } from '../components/export-panel';
import { FileDrop } from '../components/file-drop';
import { RowResults } from '../components/row-results';
import { SupportedSources } from '../components/supported-sources';
import { UploadProgress } from '../components/upload-progress';
import {
  usePortfolioImport,
  type ImportStep,
  type UploadCheck,
} from '../hooks/use-portfolio-import';

/** After a clean import the dashboard shows the new domains, a second later. */
const REDIRECT_AFTER_MS = 1000;

const count = (n: number) => n.toLocaleString('en-US');
const domains = (n: number) => `${count(n)} ${n === 1 ? 'domain' : 'domains'}`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CheckSummary({
  check,
  plan,
  sent,
}: {
  check: UploadCheck;
  plan: string;
  /** Some of the rows have gone to the server: "nothing is saved" is no longer true. */
  sent: boolean;
}) {
  const after = check.before + check.created;
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-700">
        <strong className="font-semibold text-gray-900">{domains(check.created)}</strong> to add,{' '}
        <strong className="font-semibold text-gray-900">{count(check.updated)}</strong> to update,{' '}
        <strong className="font-semibold text-gray-900">{count(check.rejected)}</strong> not
        importable.{!sent && ' Nothing is saved until you upload.'}
      </p>
      {after > check.limit && (
        <Alert tone="error" title="Over your plan's domain limit">
          Your {plan} plan allows {count(check.limit)} domains. You have {count(check.before)}, and
          this file would bring your portfolio to {count(after)}. Remove rows or domains, or upgrade
          your plan in Billing.
        </Alert>
      )}
    </div>
  );
}

/** 'Row 7' or 'Rows 2–1,001': the rows of the file, by their first and last row numbers. */
function rowRange(lines: readonly number[]): string {
  if (lines.length === 1) return `Row ${count(lines[0]!)}`;
  return `Rows ${count(Math.min(...lines))}–${count(Math.max(...lines))}`;
}

/** A chunk failed: what was saved, what was not and why, and what the user can do now. */
function UploadStopped({ state }: { state: Extract<ImportStep, { step: 'stopped' }> }) {
  const { saved, unsent, failure } = state;
  const notSaved = rowRange(unsent.map((row) => row.line ?? 0));
  const why = `${failure.title}. ${failure.message}`;
  return (
    <Alert tone="error" title="The upload stopped">
      <p>
        {saved.length === 0
          ? `No rows were saved: ${why}`
          : `${rowRange(saved.map((row) => row.line))} were saved; ${notSaved.charAt(0).toLowerCase()}${notSaved.slice(1)} ${unsent.length === 1 ? 'was' : 'were'} not: ${why}`}
      </p>
      <p className="mt-2">
        Upload the {unsent.length === 1 ? 'other domain' : `other ${domains(unsent.length)}`} to try
        again, or Cancel to stop here
        {saved.length > 0 ? ', keeping the domains already saved' : ''}.
      </p>
    </Alert>
  );
}

/**
 * /dashboard/domains/bulk: import a portfolio from the file a registrar or marketplace exported
 * (the preview says what will happen to every row before anything is saved), and export it as
 * Domainfolio's CSV or JSON or as the marketplaces' upload files.
 */
export function BulkPage() {
  useDocumentTitle(`Bulk import and export | ${PRODUCT_NAME}`);
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const { state, choose, upload, reset } = usePortfolioImport();

  useEffect(() => {
    if (state.step !== 'uploaded') return;
    const { result } = state;
    notify(
      successBody(SuccessCode.IMPORT_COMPLETED, {
        created: count(result.created),
        updated: count(result.updated),
        rejected: count(result.rejected),
      }),
      NOTIFICATION_DURATION_MS.default,
    );
    if (result.rejected > 0) return;
    const timer = window.setTimeout(() => navigate(paths.dashboard.root), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [state, navigate]);

  const busy = state.step === 'reading' || state.step === 'checking' || state.step === 'uploading';
  const plan = planName(user?.planType);

  return (
    <div className="space-y-10">
      <Section id="import-heading" title="Import domains">
        {state.step === 'idle' || state.step === 'reading' || state.step === 'unreadable' ? (
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="space-y-4">
              <FileDrop onFile={(file) => void choose(file)} disabled={busy} />
              {state.step === 'unreadable' && (
                <Alert tone="error" title={state.title}>
                  {state.message}
                </Alert>
              )}
            </div>
            <SupportedSources />
          </div>
        ) : (
          <div className="space-y-6">
            <div className="flex flex-wrap items-baseline justify-between gap-3">
              <p className="text-sm text-gray-700">
                <span className="font-semibold text-gray-900">{state.fileName}</span>
                {': '}
                {state.file.format.label}
                {state.file.skipped.length > 0 &&
                  `, ${count(state.file.skipped.length)} lines that are not domains skipped`}
              </p>
            </div>
            <div className="grid gap-6 lg:grid-cols-3">
              <div className="min-w-0 space-y-4 lg:col-span-2">
                {state.step === 'checking' && (
                  <p className="text-sm text-gray-600" role="status">
                    Checking {domains(state.file.rows.length)}…
                  </p>
                )}
                {(state.step === 'checked' ||
                  state.step === 'uploading' ||
                  state.step === 'stopped') && (
                  <CheckSummary check={state.check} plan={plan} sent={state.step !== 'checked'} />
                )}
                {state.step === 'uploading' && (
                  <UploadProgress done={state.done} total={state.check.accepted.length} />
                )}
                {state.step === 'stopped' && (
                  <>
                    <UploadProgress
                      done={state.saved.length}
                      total={state.check.accepted.length}
                      stopped
                    />
                    <UploadStopped state={state} />
                  </>
                )}
                {state.step === 'uploaded' && (
                  <UploadProgress
                    done={state.result.created + state.result.updated}
                    total={state.result.created + state.result.updated}
                  />
                )}
                {state.step === 'uploaded' && (
                  <Alert
                    tone={state.result.rejected > 0 ? 'warning' : 'success'}
                    title="Import complete"
                  >
                    {domains(state.result.created)} added, {count(state.result.updated)} updated,{' '}
                    {count(state.result.rejected)} not imported.
                  </Alert>
                )}
                {(state.step === 'checked' ||
                  state.step === 'uploading' ||
                  state.step === 'stopped') && <RowResults rows={state.check.rows} done={false} />}
                {state.step === 'uploaded' && state.result.rejected > 0 && (
                  <RowResults rows={state.result.rows} done onlyRejected />
                )}
                <div className="flex flex-wrap justify-end gap-3">
                  {state.step === 'uploaded' ? (
                    <>
                      <Button variant="secondary" onClick={reset}>
                        Import another file
                      </Button>
                      <Button onClick={() => navigate(paths.dashboard.root)}>
                        Go to your domains
                      </Button>
                    </>
                  ) : (
                    <>
                      <Button
                        variant="secondary"
                        onClick={reset}
                        disabled={state.step === 'uploading'}
                      >
                        Cancel
                      </Button>
                      {state.step === 'stopped' ? (
                        <Button onClick={() => void upload()}>
                          Upload the{' '}
                          {state.unsent.length === 1
                            ? 'other domain'
                            : `other ${domains(state.unsent.length)}`}
                        </Button>
                      ) : (
                        <Button
                          onClick={() => void upload()}
                          loading={state.step === 'uploading'}
                          disabled={
                            state.step !== 'checked' ||
                            state.check.accepted.length === 0 ||
                            state.check.before + state.check.created > state.check.limit
                          }
                        >
                          Upload{' '}
                          {state.step === 'checking'
                            ? domains(state.file.rows.length)
                            : domains(state.check.accepted.length)}
                        </Button>
                      )}
                    </>
                  )}
                </div>
              </div>
              {/* After the rows and the buttons on a phone; beside them on a wide screen. */}
              <div className="space-y-2">
                <h3 className="text-sm font-semibold text-gray-900">Columns</h3>
                <ColumnMapping columns={state.file.columns} />
              </div>
            </div>
          </div>
        )}
      </Section>

      <Section id="export-heading" title="Export your portfolio">
        <ExportPanel />
      </Section>
    </div>
  );
}
