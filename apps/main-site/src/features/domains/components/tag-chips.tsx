import { Badge } from '@domainfolio/ui';

/** Chips shown in a row at most; the rest are counted ('+2'). */
const SHOWN = 3;

/** A name's tags as small chips, a dash when it has none. */
export function TagChips({ tags }: { tags: readonly string[] | undefined }) {
  if (!tags || tags.length === 0) return <span className="text-gray-400">-</span>;
  const rest = tags.slice(SHOWN);
  return (
    <ul aria-label="Tags" className="flex gap-1 whitespace-nowrap">
      {tags.slice(0, SHOWN).map((tag) => (
        <li key={tag}>
          <Badge color="indigo">{tag}</Badge>
        </li>
      ))}
      {rest.length > 0 && (
        <li title={rest.join(', ')}>
          <Badge>
            +{rest.length}
            <span className="sr-only"> more: {rest.join(', ')}</span>
          </Badge>
        </li>
      )}
    </ul>
  );
}
