import { buttonClassName, classNames } from '@domainfolio/ui';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { CheckIcon, ChevronDownIcon } from '@heroicons/react/20/solid';
import type { MouseEvent } from 'react';
import { TABLE_COLUMNS, type TableColumn } from '../hooks/table-columns';

const HIDEABLE_COLUMNS = TABLE_COLUMNS.filter((column) => column.hideable);

export interface ToggleFieldsMenuProps {
  hidden: readonly TableColumn[];
  onToggle: (column: TableColumn) => void;
}

/** Shows or hides the table's columns; the menu stays open so several can be changed in a row. */
export function ToggleFieldsMenu({ hidden, onToggle }: ToggleFieldsMenuProps) {
  return (
    <Menu as="div" className="relative">
      <MenuButton className={buttonClassName({ variant: 'secondary', size: 'md' })}>
        Toggle Fields
        <ChevronDownIcon aria-hidden="true" className="-mr-1 size-5 text-gray-400" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-2 w-56 rounded-md bg-white py-1 shadow-lg ring-1 ring-black/5 [--anchor-gap:0.5rem] focus:outline-none"
      >
        {HIDEABLE_COLUMNS.map((column) => {
          const shown = !hidden.includes(column.key);
          return (
            <MenuItem
              key={column.key}
              as="button"
              type="button"
              onClick={(event: MouseEvent) => {
                // Keeps the menu open: each item is a checkbox, not a command.
                event.preventDefault();
                onToggle(column.key);
              }}
              className="flex w-full items-center gap-x-3 px-4 py-2 text-left text-sm text-gray-700 data-focus:bg-gray-100 data-focus:text-gray-900"
            >
              <span
                aria-hidden="true"
                className={classNames(
                  'flex size-4 shrink-0 items-center justify-center rounded-sm border',
                  shown ? 'border-indigo-600 bg-indigo-600 text-white' : 'border-gray-300 bg-white',
                )}
              >
                {shown && <CheckIcon className="size-3.5" />}
              </span>
              {column.label}
              <span className="sr-only">{shown ? ' (shown)' : ' (hidden)'}</span>
            </MenuItem>
          );
        })}
      </MenuItems>
    </Menu>
  );
}
