import { apiFetch, queryKeys } from '@domainfolio/api-client';
import type {
  LeadTemplate,
  LeadTemplateInput,
  LeadTemplateResponse,
  LeadTemplatesResponse,
  Notification,
} from '@domainfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

const templatePath = (id: string, action: 'edit' | 'delete') =>
  `/api/lead-templates/${encodeURIComponent(id)}/${action}`;

export function createLeadTemplate(input: LeadTemplateInput): Promise<LeadTemplateResponse> {
  return apiFetch('/api/lead-templates', { method: 'POST', body: input });
}

export function editLeadTemplate({
  id,
  ...input
}: LeadTemplateInput & { id: string }): Promise<LeadTemplateResponse> {
  return apiFetch(templatePath(id, 'edit'), { method: 'POST', body: input });
}

export function deleteLeadTemplate(id: string): Promise<Notification> {
  return apiFetch(templatePath(id, 'delete'), { method: 'POST' });
}

type Cached = LeadTemplatesResponse | undefined;

/**
 * Create, edit and delete a saved reply. Each answer updates the cached list at once (the
 * thread page's template menu reads the same list); the list then loads again to be sure.
 */
export function useLeadTemplateMutations() {
  const queryClient = useQueryClient();
  const key = queryKeys.leadTemplates();
  const update = (change: (templates: LeadTemplate[]) => LeadTemplate[]) => {
    queryClient.setQueryData<Cached>(key, (cached) =>
      cached ? { payload: change(cached.payload) } : cached,
    );
    void queryClient.invalidateQueries({ queryKey: key });
  };

  const create = useMutation({
    mutationFn: createLeadTemplate,
    onSuccess: (response) => update((templates) => [...templates, response.payload]),
  });
  const edit = useMutation({
    mutationFn: editLeadTemplate,
    onSuccess: (response) =>
      update((templates) =>
        templates.map((template) =>
          template._id === response.payload._id ? response.payload : template,
        ),
      ),
  });
  const remove = useMutation({
    mutationFn: deleteLeadTemplate,
    onSuccess: (_response, id) =>
      update((templates) => templates.filter((template) => template._id !== id)),
  });
  return { create, edit, remove };
}
