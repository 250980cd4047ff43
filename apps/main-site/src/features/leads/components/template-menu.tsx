import type { LeadTemplate } from '@domainfolio/contracts';
import { buttonClassName } from '@domainfolio/ui';
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { ChevronDownIcon, DocumentTextIcon } from '@heroicons/react/20/solid';
import { Link } from 'react-router-dom';
import { useLeadTemplates } from '../../../lib/api/get-lead-templates';
import { replyTemplatesPath } from '../../../lib/lead-paths';

const ITEM_BASE =
  'block w-full px-4 py-2 text-left text-sm data-focus:bg-gray-100 data-focus:outline-none';
const ITEM = `${ITEM_BASE} text-gray-700 data-focus:text-gray-900`;

/** "Use template": the owner's saved replies, and a way to write them in Account. */
export function TemplateMenu({
  onChoose,
  disabled = false,
}: {
  onChoose: (template: LeadTemplate) => void;
  disabled?: boolean;
}) {
  const templates = useLeadTemplates();
  return (
    <Menu as="div" className="relative">
      <MenuButton
        disabled={disabled}
        className={buttonClassName({ variant: 'secondary', size: 'sm' })}
      >
        <DocumentTextIcon aria-hidden="true" className="size-4 text-gray-400" />
        Use template
        <ChevronDownIcon aria-hidden="true" className="-mr-0.5 size-4 text-gray-400" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 w-72 max-w-[calc(100vw-2rem)] rounded-md bg-white py-1 shadow-lg ring-1 ring-black/5 [--anchor-gap:0.25rem] focus:outline-none"
      >
        {templates.data?.map((template) => (
          <MenuItem
            key={template._id}
            as="button"
            type="button"
            onClick={() => onChoose(template)}
            className={ITEM}
          >
            <span className="block truncate font-medium">{template.name}</span>
            <span className="block truncate text-xs text-gray-500">{template.body}</span>
          </MenuItem>
        ))}
        {templates.data?.length === 0 && (
          <p className="px-4 py-2 text-sm text-gray-500">No saved replies yet.</p>
        )}
        {templates.isPending && <p className="px-4 py-2 text-sm text-gray-500">Loading…</p>}
        {templates.isError && (
          <p className="px-4 py-2 text-sm text-red-600">Your templates could not be loaded.</p>
        )}
        <MenuSeparator className="my-1 h-px bg-gray-100" />
        <MenuItem
          as={Link}
          to={replyTemplatesPath}
          className={`${ITEM_BASE} font-semibold text-indigo-600`}
        >
          Manage templates
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
