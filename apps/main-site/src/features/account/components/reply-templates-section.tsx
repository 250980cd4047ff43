import {
  LEAD_TEMPLATES_MAX,
  LEAD_TEMPLATE_NAME_MAX,
  LEAD_TEMPLATE_PLACEHOLDERS,
  type LeadTemplate,
  LEAD_TEMPLATE_BODY_MAX,
} from '@domainfolio/contracts';
import { Button, Dialog, Skeleton, TextAreaField, TextField, notify } from '@domainfolio/ui';
import { DocumentTextIcon } from '@heroicons/react/24/outline';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadError } from '../../../components/load-error';
import { RemoveDialog } from '../../../components/remove-dialog';
import { fieldErrorsOf, notifyError, type FieldErrors } from '../../../lib/api-errors';
import { useLeadTemplates } from '../../../lib/api/get-lead-templates';
import { REPLY_TEMPLATES_ANCHOR } from '../../../lib/lead-paths';
import { useLeadTemplateMutations } from '../api/lead-templates';
import { SettingsSection } from './settings-section';

const PLACEHOLDER_HINT = (
  <>
    {LEAD_TEMPLATE_PLACEHOLDERS.map((placeholder, index) => (
      <span key={placeholder}>
        {index > 0 && (index === LEAD_TEMPLATE_PLACEHOLDERS.length - 1 ? ' and ' : ', ')}
        <code className="rounded-sm bg-gray-100 px-1 py-0.5 font-mono text-xs text-gray-700">
          {placeholder}
        </code>
      </span>
    ))}{' '}
    become the domain, the buyer&apos;s name, their offer and your price.
  </>
);

type Editing = { template: LeadTemplate | null } | null;

/** The name and text of a saved reply, or what is wrong with them. */
function problemsOf(name: string, body: string): FieldErrors {
  const errors: FieldErrors = {};
  if (name.trim() === '') errors.name = 'Give the template a name.';
  else if (name.trim().length > LEAD_TEMPLATE_NAME_MAX)
    errors.name = `Keep the name to ${LEAD_TEMPLATE_NAME_MAX} characters.`;
  if (body.trim() === '') errors.body = 'Write the reply.';
  else if (body.trim().length > LEAD_TEMPLATE_BODY_MAX)
    errors.body = `Keep the reply to ${LEAD_TEMPLATE_BODY_MAX} characters.`;
  return errors;
}

/** New template, or Edit: a name and the reply, saved in a dialog. */
function TemplateDialog({
  template,
  onClose,
}: {
  template: LeadTemplate | null;
  onClose: () => void;
}) {
  const formId = useId();
  const { create, edit } = useLeadTemplateMutations();
  const [name, setName] = useState(template?.name ?? '');
  const [body, setBody] = useState(template?.body ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const saving = create.isPending || edit.isPending;
  const close = () => {
    if (!saving) onClose();
  };

  function submit() {
    const found = problemsOf(name, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = { name: name.trim(), body: body.trim() };
    const handlers = {
      onSuccess: (response: Parameters<typeof notify>[0]) => {
        notify(response);
        onClose();
      },
      onError: (error: Error) => {
        notifyError(error);
        setErrors(fieldErrorsOf(error));
      },
    };
    if (template) edit.mutate({ id: template._id, ...input }, handlers);
    else create.mutate(input, handlers);
  }

  return (
    <Dialog
      open
      onClose={close}
      title={template ? 'Edit template' : 'New template'}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            Save template
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="space-y-5 text-left"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label="Name"
          data-autofocus
          maxLength={LEAD_TEMPLATE_NAME_MAX}
          placeholder="Counter at the asking price"
          value={name}
          error={errors.name}
          hint={`Only you see it, in the Use template menu. Up to ${LEAD_TEMPLATE_NAME_MAX} characters.`}
          onChange={(event) => setName(event.target.value)}
        />
        <TextAreaField
          label="Reply"
          rows={7}
          value={body}
          error={errors.body}
          countdownFrom={LEAD_TEMPLATE_BODY_MAX}
          hint={PLACEHOLDER_HINT}
          onChange={(event) => setBody(event.target.value)}
        />
      </form>
    </Dialog>
  );
}

/**
 * Reply templates: the owner's saved replies, listed with Edit and Delete, and New template.
 * A lead's page fills them in from its Use template menu. Linked to as #reply-templates.
 */
export function ReplyTemplatesSection() {
  const templates = useLeadTemplates();
  const { remove } = useLeadTemplateMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<LeadTemplate | null>(null);
  const list = templates.data;
  const full = (list?.length ?? 0) >= LEAD_TEMPLATES_MAX;
  const { hash } = useLocation();
  const loaded = list !== undefined;

  // Opened from a lead's Manage templates: scroll here once the list has its height. After a
  // tick, since the dashboard scrolls a newly opened page to the top after this runs.
  useEffect(() => {
    if (hash !== `#${REPLY_TEMPLATES_ANCHOR}` || !loaded) return;
    const timer = window.setTimeout(() =>
      document.getElementById(REPLY_TEMPLATES_ANCHOR)?.scrollIntoView({ block: 'start' }),
    );
    return () => window.clearTimeout(timer);
  }, [hash, loaded]);

  let content;
  if (list && list.length > 0) {
    content = (
      <ul role="list" aria-label="Templates" className="-my-3 divide-y divide-gray-100">
        {list.map((template) => (
          <li key={template._id} className="flex items-start justify-between gap-x-4 py-3">
            <div className="min-w-0">
              <p className="text-sm font-medium break-words text-gray-900">{template.name}</p>
              <p className="mt-1 line-clamp-2 text-sm break-words text-gray-500">{template.body}</p>
            </div>
            <div className="flex shrink-0 gap-x-1">
              <Button variant="ghost" size="sm" onClick={() => setEditing({ template })}>
                Edit<span className="sr-only"> {template.name}</span>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-red-600 hover:text-red-700"
                onClick={() => setDeleting(template)}
              >
                Delete<span className="sr-only"> {template.name}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  } else if (list) {
    content = (
      <div className="py-4 text-center">
        <DocumentTextIcon aria-hidden="true" className="mx-auto size-8 text-gray-400" />
        <p className="mt-2 text-sm font-semibold text-gray-900">No templates yet</p>
        <p className="mt-1 text-sm text-gray-500">
          Save the replies you send often, then fill one in from a lead&apos;s page with Use
          template.
        </p>
      </div>
    );
  } else if (templates.isError) {
    content = (
      <LoadError
        title="Your templates could not be loaded"
        error={templates.error}
        onRetry={() => void templates.refetch()}
      />
    );
  } else {
    content = (
      <div role="status" aria-label="Loading your templates" className="space-y-3">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-full" />
      </div>
    );
  }

  return (
    <>
      <SettingsSection
        id={REPLY_TEMPLATES_ANCHOR}
        title="Reply templates"
        description={<>Saved replies for your leads. {PLACEHOLDER_HINT}</>}
        actions={
          <>
            {full && (
              <p className="mr-auto text-sm text-gray-500">
                You have {LEAD_TEMPLATES_MAX} templates, the most there can be.
              </p>
            )}
            <Button disabled={!list || full} onClick={() => setEditing({ template: null })}>
              New template
            </Button>
          </>
        }
      >
        {content}
      </SettingsSection>
      {editing && <TemplateDialog template={editing.template} onClose={() => setEditing(null)} />}
      <RemoveDialog
        item={deleting}
        title={(template) => `Delete "${template.name}"?`}
        message="The template is deleted. Replies already sent with it stay as they were."
        confirmLabel="Delete"
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
