import { Layout } from '@domainfolio/contracts';
import { Children, isValidElement, type ReactNode } from 'react';
import { classNames } from '../lib/class-names';

/** The responsive grid of domain cards: one column on phones, up to four on wide screens. */
export function DomainGrid({
  layout = Layout.SLIM_CARD,
  className,
  children,
}: {
  layout?: Layout;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ul
      role="list"
      className={classNames(
        'grid grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
        layout === Layout.CARD ? 'gap-4' : 'gap-3',
        className,
      )}
    >
      {Children.map(children, (child, index) => (
        <li
          key={isValidElement(child) && child.key !== null ? child.key : index}
          className="min-w-0"
        >
          {child}
        </li>
      ))}
    </ul>
  );
}
