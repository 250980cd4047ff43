import type { EditUserRequest } from '@domainfolio/contracts';
import { notify } from '@domainfolio/ui';
import { useState } from 'react';
import { fieldErrorsOf, notifyError, type FieldErrors } from '../../../lib/api-errors';
import { useEditUser } from '../api/edit-user';

/**
 * One account section's Save: sends only that section's fields, shows the server's message,
 * and keeps the field errors of a refused save for the inputs to show.
 */
export function useSaveSection() {
  const edit = useEditUser();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  function save(request: EditUserRequest, onError?: (error: Error) => void) {
    setFieldErrors({});
    edit.mutate(request, {
      onSuccess: (response) => notify(response),
      onError: (error) => {
        notifyError(error);
        setFieldErrors(fieldErrorsOf(error));
        onError?.(error);
      },
    });
  }

  return { save, saving: edit.isPending, fieldErrors, setFieldErrors };
}
